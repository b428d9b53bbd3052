export const PRIVACY_PATH = "/aviso-de-privacidad";
export const TERMS_PATH = "/terminos-y-condiciones";
