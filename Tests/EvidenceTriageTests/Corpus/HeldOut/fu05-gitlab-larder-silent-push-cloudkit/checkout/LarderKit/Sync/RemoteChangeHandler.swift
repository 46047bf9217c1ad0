//
//  RemoteChangeHandler.swift
//  LarderKit
//
//  Entry point for the zone subscription's silent pushes (content-available: 1).
//  iOS gives the app ~30 s; the fetch completion handler must be called once the
//  changes are in the store, with a result that says whether anything changed.
//

import UIKit

public extension Notification.Name {
    static let larderRemoteChangesArrived = Notification.Name("larder.remoteChangesArrived")
}

public final class RemoteChangeHandler {
    public static let subscriptionID = "larder-private-zone-changes"
    private let engine: CloudSyncEngine
    private let center: NotificationCenter

    public init(engine: CloudSyncEngine, center: NotificationCenter = .default) {
        self.engine = engine
        self.center = center
    }

    /// Returns false when the payload is not ours, so the app delegate can try other handlers.
    @discardableResult
    public func handle(userInfo: [AnyHashable: Any],
                       completion: @escaping (UIBackgroundFetchResult) -> Void) -> Bool {
        guard let ck = userInfo["ck"] as? [String: Any],
              let met = ck["met"] as? [String: Any],
              met["sid"] as? String == Self.subscriptionID else {
            return false
        }
        center.post(name: .larderRemoteChangesArrived, object: nil, userInfo: userInfo)
        engine.synchronize { _ in }
        completion(.newData)
        return true
    }
}
