import UIKit

/// Device facts attached to support tickets and to the diagnostics upload.
struct DeviceDiagnostics {
    struct Payload: Equatable {
        let deviceName: String
        let systemVersion: String
        let vendorID: String
        let appVersion: String
    }

    private let device: UIDevice
    private let bundle: Bundle

    init(device: UIDevice = .current, bundle: Bundle = .main) {
        self.device = device
        self.bundle = bundle
    }

    func payload() -> Payload {
        Payload(
            deviceName: device.name,
            systemVersion: device.systemVersion,
            vendorID: device.identifierForVendor?.uuidString ?? "unknown",
            appVersion: bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0"
        )
    }
}
