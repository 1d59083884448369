export { en as resources } from "./en";
