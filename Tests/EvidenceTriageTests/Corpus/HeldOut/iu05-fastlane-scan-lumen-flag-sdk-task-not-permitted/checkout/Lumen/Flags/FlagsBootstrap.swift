import BeaconFlags
import Foundation

/// Starts the flag SDK and mirrors its background-sync events into the
/// evidence records.
enum FlagsBootstrap {
    static func start() {
        FlagBgSynchronizer.shared.onEvent = { phase, ok, error in
            EvidenceRecorder.shared.record(FlagBgSynchronizer.taskIdentifier, kind: .appRefresh,
                                           phase: Phase(rawValue: phase)!, outcome: ok ? .succeeded : .failed,
                                           error: error.map(ErrorType.init))
        }
        FlagBgSynchronizer.shared.register()
        BeaconFlags.start(sdkKey: Secrets.beaconSDKKey) { _ in
            FlagBgSynchronizer.shared.schedule()
        }
    }
}
