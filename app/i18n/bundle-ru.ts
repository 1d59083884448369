export { ru as resources } from "./ru";
