export { en as resources } from "./resources";
