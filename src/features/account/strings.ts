// Sign in, register, password reset and profile: one module, whichever of their routes loads first.
export { strings as accountStrings } from 'virtual:locale-strings?keys=account_form,register,reset,profile';
