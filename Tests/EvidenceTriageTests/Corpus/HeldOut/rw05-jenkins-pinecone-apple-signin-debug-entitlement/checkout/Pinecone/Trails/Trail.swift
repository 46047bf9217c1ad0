import Foundation

struct Trail {
    enum Shape { case outAndBack, loop }
    let shape: Shape
    let oneWayKm: Double

    var totalKm: Double {
        switch shape {
        case .outAndBack: return oneWayKm * 2
        case .loop: return oneWayKm * 2
        }
    }
}
