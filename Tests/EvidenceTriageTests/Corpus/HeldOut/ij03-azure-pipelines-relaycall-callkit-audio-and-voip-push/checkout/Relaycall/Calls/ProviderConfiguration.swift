import CallKit
import UIKit

enum ProviderConfiguration {
    static let ringtoneFileName = "relay-ring.caf"

    static func make() -> CXProviderConfiguration {
        let configuration = CXProviderConfiguration()
        configuration.supportsVideo = false
        configuration.maximumCallsPerCallGroup = 1
        configuration.supportedHandleTypes = [.generic, .phoneNumber]
        configuration.ringtoneSound = ringtoneFileName
        configuration.iconTemplateImageData = UIImage(named: "CallKitIcon")?.pngData()
        return configuration
    }
}
