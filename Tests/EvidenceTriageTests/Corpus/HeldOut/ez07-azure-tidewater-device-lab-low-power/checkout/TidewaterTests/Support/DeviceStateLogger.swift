//
//  DeviceStateLogger.swift
//  TidewaterTests
//
//  Prints the device's power and background state at the start of each
//  background test so the lab log shows what the scheduler was working with.
//

import UIKit

enum DeviceStateLogger {
    static func log(_ testName: String) {
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        let refresh: String
        switch UIApplication.shared.backgroundRefreshStatus {
        case .available: refresh = "available"
        case .denied: refresh = "denied"
        case .restricted: refresh = "restricted"
        @unknown default: refresh = "unknown"
        }
        print("DeviceState[\(testName)]: lowPowerMode=\(ProcessInfo.processInfo.isLowPowerModeEnabled) " +
              "backgroundRefreshStatus=\(refresh) batteryState=\(device.batteryState.rawValue) " +
              "batteryLevel=\(String(format: "%.2f", device.batteryLevel))")
    }
}
