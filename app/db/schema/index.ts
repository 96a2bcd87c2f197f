export * from "./auth";
export * from "./billing";
export * from "./directory";
export * from "./enums";
export * from "./lead-loop";
export * from "./marketplace";
export * from "./operations";
