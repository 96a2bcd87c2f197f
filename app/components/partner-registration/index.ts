export {
  DEFAULT_MAP_TILE_URL,
  PARTNER_REGISTRATION_ACTION,
  PartnerRegistrationButton,
  PartnerRegistrationDialog,
  PartnerRegistrationProvider,
  type PartnerRegistrationResult,
  usePartnerRegistration,
} from "./registration-dialog";
