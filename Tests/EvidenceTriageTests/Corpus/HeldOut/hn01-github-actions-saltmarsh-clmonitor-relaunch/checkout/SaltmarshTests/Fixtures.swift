import Foundation
@testable import Saltmarsh

extension Pier {
    static let harbourGate = Pier(
        id: "pier.harbourgate", name: "Harbour Gate",
        condition: PierCondition(latitude: 50.7141, longitude: -1.8745, radius: 120))
    static let northQuay = Pier(
        id: "pier.northquay", name: "North Quay",
        condition: PierCondition(latitude: 50.7163, longitude: -1.8702, radius: 100))
}

extension PierCatalog {
    /// Harbour Gate, North Quay, then numbered moorings spaced ~400 m apart along the shore.
    static func fixture(count: Int) -> PierCatalog {
        var piers: [Pier] = [.harbourGate, .northQuay]
        var i = 0
        while piers.count < count {
            i += 1
            piers.append(Pier(
                id: String(format: "pier.mooring%02d", i), name: "Mooring \(i)",
                condition: PierCondition(latitude: 50.7141 + Double(i) * 0.0036, longitude: -1.8745, radius: 80)))
        }
        return PierCatalog(piers: piers)
    }
}
