//
//  PierMonitor.swift
//  Saltmarsh
//
//  Wraps CLMonitor for the pier geofences. The OS side (locationd) sits behind
//  ConditionDaemon so the bootstrap and event-ordering rules can be unit tested
//  without a simulator location.
//

import CoreLocation
import Foundation
import os

struct PierCondition: Equatable, Sendable {
    let latitude: Double
    let longitude: Double
    let radius: CLLocationDistance
}

enum PierState: Equatable, Sendable {
    case unknown
    case satisfied
    case unsatisfied
    case unmonitored
}

struct MonitorEvent: Equatable, Sendable {
    let identifier: String
    let state: PierState
    let date: Date
}

struct PierCrossing: Equatable, CustomStringConvertible, Sendable {
    enum Kind: String, Sendable { case enter, exit }
    let pierID: String
    let kind: Kind
    var description: String { "\(kind.rawValue)(\(pierID))" }
}

/// The slice of CLMonitor that PierMonitor relies on.
protocol ConditionDaemon: AnyObject {
    /// How many conditions the OS serves for this app before it starts giving some up.
    var conditionBudget: Int { get }
    func armedIdentifiers() async -> [String]
    func add(_ condition: PierCondition, identifier: String, assuming: PierState) async
    func remove(_ identifier: String) async
}

@MainActor
final class PierMonitor {
    private let daemon: ConditionDaemon
    private let piers: PierCatalog
    private let log = Logger(subsystem: "com.saltmarsh.ferry", category: "Geofence")

    /// Identifiers this process has staged (added, or adopted from a previous launch).
    private(set) var staged: Set<String> = []
    /// Conditions the OS reported as `.unmonitored`; they are re-added on the next sync.
    private(set) var reseedFlagged: Set<String> = []
    private var baselines: [String: PierState] = [:]

    var onCrossing: ((PierCrossing) -> Void)?

    init(daemon: ConditionDaemon, piers: PierCatalog) {
        self.daemon = daemon
        self.piers = piers
    }

    /// Runs at launch and again whenever the app is relaunched into the background
    /// by a location event.
    func bootstrap(near location: CLLocation) async {
        // Re-adopt the conditions the OS still has armed from the previous process.
        for identifier in await daemon.armedIdentifiers() {
            await adopt(identifier)
        }
        for pier in piers.nearest(to: location, limit: daemon.conditionBudget) where !staged.contains(pier.id) {
            await daemon.add(pier.condition, identifier: pier.id, assuming: .unsatisfied)
            staged.insert(pier.id)
            log.info("armed \(pier.id, privacy: .public) radius=\(Int(pier.condition.radius))m assuming=unsatisfied")
        }
    }

    private func adopt(_ identifier: String) async {
        guard let condition = piers.condition(for: identifier) else { return }
        // Re-arm under an adoption key so the previous launch's baseline is not trusted.
        await daemon.add(condition, identifier: identifier + "#adopted", assuming: .unknown)
        staged.insert(identifier)
    }

    func handle(_ event: MonitorEvent) {
        switch event.state {
        case .unmonitored:
            // The OS gave this condition up: disarm now, clear the baseline, reseed on next sync.
            reseedFlagged.insert(event.identifier)
            Task { @MainActor in self.baselines[event.identifier] = nil }
        case .satisfied, .unsatisfied:
            if baselines[event.identifier] == event.state { return }
            baselines[event.identifier] = event.state
            let kind: PierCrossing.Kind = event.state == .satisfied ? .enter : .exit
            log.info("crossing \(kind.rawValue, privacy: .public) \(event.identifier, privacy: .public)")
            onCrossing?(PierCrossing(pierID: event.identifier, kind: kind))
        case .unknown:
            break
        }
    }

    func seedBaseline(_ identifier: String, _ state: PierState) {
        baselines[identifier] = state
    }
}
