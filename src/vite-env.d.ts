/// <reference types="vite/client" />

/** True in the dev server and demo builds: the bundle contains the fake supplier backend. */
declare const __FAKE_BACKEND__: boolean;
