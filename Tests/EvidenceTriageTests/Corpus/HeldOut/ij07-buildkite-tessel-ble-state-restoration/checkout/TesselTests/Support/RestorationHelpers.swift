import CoreBluetoothMock

/// Test-only helpers around CoreBluetoothMock's state-restoration hook.
extension CBMPeripheralSpec {
    /// Makes the next mock central created with `identifier` restore this peripheral in `state`.
    func simulateRestoration(state: CBMPeripheralState, withIdentifier identifier: String) {
        CBMCentralManagerMock.simulateStateRestoration = { restoreIdentifier in
            guard restoreIdentifier == identifier else { return [:] }
            return [CBMCentralManagerRestoredStatePeripheralsKey: [self.restoredPeripheral(in: state)]]
        }
    }
}

extension CBMServiceMock {
    static let sensor = CBMServiceMock(type: SensorCentral.sensorService, primary: true)
}
