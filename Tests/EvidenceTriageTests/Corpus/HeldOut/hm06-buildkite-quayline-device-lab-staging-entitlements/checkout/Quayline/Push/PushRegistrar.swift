//
//  PushRegistrar.swift
//  Quayline
//
//  Registers for remote notifications at launch. Sailing disruptions arrive
//  as content-available pushes that refresh the timetable in the background.
//

import UIKit

final class PushRegistrar {
    static let shared = PushRegistrar()

    enum State: Equatable {
        case idle
        case registered(token: String)
        case failed(String)
    }

    private(set) var state: State = .idle
    private var waiters: [(State) -> Void] = []

    func register(_ application: UIApplication) {
        application.registerForRemoteNotifications()
    }

    func didRegister(deviceToken: Data) {
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        print("[push] registered, token \(hex.prefix(8))…")
        resolve(.registered(token: hex))
    }

    func didFail(_ error: Error) {
        print("[push] Push registration failed: \(error)")
        resolve(.failed(String(describing: error)))
    }

    func onResolved(_ body: @escaping (State) -> Void) {
        if state != .idle { body(state) } else { waiters.append(body) }
    }

    private func resolve(_ new: State) {
        state = new
        waiters.forEach { $0(new) }
        waiters.removeAll()
    }
}
