//
//  RefreshHealth.swift
//  Dockside
//
//  Drives the "Tide data may be out of date" banner on the logbook screen.
//

import UIKit

protocol PowerStateProviding {
    var isLowPowerModeEnabled: Bool { get }
    var backgroundRefreshStatus: UIBackgroundRefreshStatus { get }
}

struct SystemPowerState: PowerStateProviding {
    var isLowPowerModeEnabled: Bool { ProcessInfo.processInfo.isLowPowerModeEnabled }
    var backgroundRefreshStatus: UIBackgroundRefreshStatus { UIApplication.shared.backgroundRefreshStatus }
}

enum RefreshHealth: Equatable {
    case ok
    case refreshUnavailable(reason: String)

    static func evaluate(_ power: PowerStateProviding) -> RefreshHealth {
        switch power.backgroundRefreshStatus {
        case .denied:
            return .refreshUnavailable(reason: "Background App Refresh is off for Dockside")
        case .restricted:
            return .refreshUnavailable(reason: "Background App Refresh is restricted")
        case .available:
            // Low Power Mode is not consulted: the status stays .available
            // while the system has background refresh paused.
            return .ok
        @unknown default:
            return .ok
        }
    }
}
