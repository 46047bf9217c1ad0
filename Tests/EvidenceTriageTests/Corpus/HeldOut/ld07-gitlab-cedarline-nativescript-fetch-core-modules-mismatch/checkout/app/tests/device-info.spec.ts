import { syncHeaders } from "../shared/device-info";

describe("DeviceInfo", () => {
    it("reports the device model for sync headers", () => {
        expect(syncHeaders()["X-Device-Model"]).toContain("iPhone");
    });
});
