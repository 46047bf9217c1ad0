import EventKit
import Foundation
import Logging

/// Decides whether a tool call may touch the user's calendars.
public actor AuthorizationGate {

    public enum GateError: Error, Equatable {
        case accessDenied(status: String)
    }

    private let store: EKEventStore
    private let environment: ProcessEnvironment
    private let logger = Logger(label: "tern.auth")

    public init(store: EKEventStore, environment: ProcessEnvironment = .current) {
        self.store = store
        self.environment = environment
    }

    public func ensureAccess() async throws {
        let status = EKEventStore.authorizationStatus(for: .event)
        switch status {
        case .fullAccess:
            return
        case .notDetermined:
            logger.info("EventKit authorization status notDetermined; requesting full access")
            // Waits for the user's answer to the TCC prompt.
            let granted = try await store.requestFullAccessToEvents()
            guard granted else { throw GateError.accessDenied(status: "denied") }
        default:
            throw GateError.accessDenied(status: String(describing: status))
        }
    }
}
