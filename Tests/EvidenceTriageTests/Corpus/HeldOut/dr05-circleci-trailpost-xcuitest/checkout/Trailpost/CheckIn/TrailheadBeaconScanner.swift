//
//  TrailheadBeaconScanner.swift
//  Trailpost
//
//  Check-in confirms the walker is at the trailhead by spotting the trail
//  authority's BLE beacon. Also used by the background region wake-up.
//

import CoreBluetooth
import Foundation

final class TrailheadBeaconScanner: NSObject {
    private var central: CBCentralManager?
    private let onBeacon: (String) -> Void

    init(onBeacon: @escaping (String) -> Void) {
        self.onBeacon = onBeacon
        super.init()
    }

    func start() {
        // Creating the manager triggers the Bluetooth privacy check.
        central = CBCentralManager(delegate: self, queue: .main, options: [CBCentralManagerOptionShowPowerAlertKey: false])
    }
}

extension TrailheadBeaconScanner: CBCentralManagerDelegate {
    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        guard central.state == .poweredOn else { return }
        central.scanForPeripherals(withServices: [CBUUID(string: "FEAA")])
    }
}
