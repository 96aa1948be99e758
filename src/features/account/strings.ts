import { strings } from 'virtual:locale-strings?keys=account_form,register,reset,profile';
import { addStrings } from '#lib/i18n.ts';

// Sign in, register, password reset and profile load with their own routes, so their strings do too.
addStrings(strings);
