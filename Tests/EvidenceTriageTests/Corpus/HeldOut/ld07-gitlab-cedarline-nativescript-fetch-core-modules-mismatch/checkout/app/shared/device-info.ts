import { device } from "platform";

/** Header sent with every article sync. */
export function syncHeaders(): { [k: string]: string } {
    return { "X-Device-Model": device.model, "X-OS": device.osVersion };
}
