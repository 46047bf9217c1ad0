import Foundation

struct Stage: Equatable { let startName: String; let endName: String; let climb: Double }

/// Splits a multi-day route into stages whose cumulative climb stays under a limit.
struct RouteSplitter {
    let maxClimbPerStage: Double

    func split(_ route: Route) -> [Stage] {
        var stages: [Stage] = []
        var start = route.waypoints[0]
        var climb = 0.0
        for (previous, point) in zip(route.waypoints, route.waypoints.dropFirst()) {
            climb += max(0, point.elevation - previous.elevation)
            // Stage ends at the first named waypoint past the limit.
            if climb > maxClimbPerStage, let name = point.name {
                stages.append(Stage(startName: start.name ?? "", endName: name, climb: climb))
                start = point
                climb = 0
            }
        }
        if let last = route.waypoints.last, last.name != start.name {
            stages.append(Stage(startName: start.name ?? "", endName: last.name ?? "", climb: climb))
        }
        return stages
    }
}
