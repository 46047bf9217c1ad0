import UIKit

enum UserAgent {
    static func value(device: UIDevice = .current, sdkVersion: String) -> String {
        "RelayKit/\(sdkVersion) (\(device.systemName))"
    }
}
