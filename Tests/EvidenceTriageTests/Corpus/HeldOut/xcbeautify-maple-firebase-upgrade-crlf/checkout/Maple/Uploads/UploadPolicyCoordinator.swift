import FirebaseRemoteConfig
import Foundation

final class UploadPolicyCoordinator {
    private let flags: RemoteFlags
    private(set) var currentPolicy: UploadPolicy?

    init(flags: RemoteFlags = RemoteFlags(remoteConfig: RemoteConfig.remoteConfig())) {
        self.flags = flags
        self.currentPolicy = UploadPolicy.resolve(lowPower: ProcessInfo.processInfo.isLowPowerModeEnabled,
                                                  onWiFi: true, flags: flags.snapshot)
    }
}
