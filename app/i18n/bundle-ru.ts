export { ru as resources } from "./resources";
