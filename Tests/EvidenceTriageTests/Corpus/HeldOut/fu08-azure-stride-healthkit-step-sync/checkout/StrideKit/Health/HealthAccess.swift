//
//  HealthAccess.swift
//  StrideKit
//
//  Decides whether the Today screen shows the "Steps access is off" banner.
//

import HealthKit

public protocol HealthStoreProtocol: AnyObject {
    func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus
    func stepSamples(since date: Date) async throws -> [StepSample]
}

public struct StepSample: Equatable, Hashable {
    public let uuid: UUID
    public let count: Int
    public let start: Date
    public init(uuid: UUID, count: Int, start: Date) {
        self.uuid = uuid
        self.count = count
        self.start = start
    }
}

public enum StepsReadState: Equatable {
    case notRequested
    case available
    case denied
}

public final class HealthAccess {
    private let store: HealthStoreProtocol
    private let stepType = HKQuantityType(.stepCount)

    public init(store: HealthStoreProtocol) {
        self.store = store
    }

    public func stepsReadState() async -> StepsReadState {
        switch store.authorizationStatus(for: stepType) {
        case .notDetermined:
            return .notRequested
        case .sharingDenied:
            return .denied
        case .sharingAuthorized:
            return .available
        @unknown default:
            return .notRequested
        }
    }
}
