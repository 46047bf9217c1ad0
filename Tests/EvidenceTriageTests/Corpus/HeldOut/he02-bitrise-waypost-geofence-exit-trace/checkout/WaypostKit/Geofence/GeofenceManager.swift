import CoreLocation
import Foundation

public final class GeofenceManager {
    public struct Config {
        public var exitBuffer: CLLocationDistance = 20
        public var exitConfirmations = 2          // GEOFENCE_EXIT_CONFIRMATIONS
        public var exitAccuracyMax: Int
        public static func highAccuracy(exitAccuracyMax: Int) -> Config { Config(exitAccuracyMax: exitAccuracyMax) }
    }

    private let config: Config
    private let logger: TransitionLogging
    private var fences: [String: Geofence] = [:]
    private var inside: Set<String> = []
    private var pendingExitCount: [String: Int] = [:]

    public init(config: Config, logger: TransitionLogging) {
        self.config = config
        self.logger = logger
    }

    public func add(_ fence: Geofence) { fences[fence.identifier] = fence }

    func effectiveExitAccuracy(_ raw: CLLocationAccuracy) -> CLLocationAccuracy {
        switch config.exitAccuracyMax {
        case ..<0: return raw
        case 0: return 0
        default: return min(raw, CLLocationAccuracy(config.exitAccuracyMax))
        }
    }

    /// High-accuracy mode: every raw fix is evaluated here (standard mode uses OS region monitoring).
    public func evaluate(_ location: CLLocation) {
        for fence in fences.values {
            let id = fence.identifier
            let distance = location.distance(from: fence.centerLocation)
            let accEff = effectiveExitAccuracy(location.horizontalAccuracy)
            let wasInside = inside.contains(id)
            if !wasInside, distance <= fence.radius {
                inside.insert(id)
                logger.info("[geofence] ENTER \(id) dist=\(distance.rounded1)")
            } else if wasInside, distance - accEff > fence.radius + config.exitBuffer {
                // Temporal confirmation: EXIT only after N out-of-fence fixes.
                pendingExitCount[id, default: 0] += 1
                if pendingExitCount[id, default: 0] >= config.exitConfirmations {
                    inside.remove(id)
                    pendingExitCount[id] = 0
                    logger.info("[geofence] EXIT \(id) dist=\(distance.rounded1) accRaw=\(location.horizontalAccuracy.rounded1) exitAccuracyMax=\(config.exitAccuracyMax) clampApplied=\(accEff < location.horizontalAccuracy)")
                } else {
                    logger.debug("[geofence] no transition — accRaw=\(location.horizontalAccuracy.rounded1) accEff=\(accEff.rounded1) clampApplied=\(accEff < location.horizontalAccuracy)")
                }
            } else {
                // Back inside (or still outside): the pending EXIT count is kept, so two
                // separate single-fix glitches add up to a "confirmed" EXIT.
                logger.debug("[geofence] no transition — accRaw=\(location.horizontalAccuracy.rounded1) accEff=\(accEff.rounded1)")
            }
        }
    }
}
