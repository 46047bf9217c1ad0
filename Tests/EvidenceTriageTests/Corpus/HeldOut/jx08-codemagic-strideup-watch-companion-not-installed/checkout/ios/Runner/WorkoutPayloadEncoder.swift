import Foundation

struct WorkoutPayloadEncoder {
    func encode(_ s: WorkoutSummary) -> [String: Any] {
        [
            "workoutId": s.id,
            "distanceMeters": s.distanceMeters,
            // Laps are stored by lap id (a UUID) in the Dart layer's map; sort keeps output stable.
            "laps": s.lapsById.keys.sorted().compactMap { s.lapsById[$0] },
        ]
    }
}
