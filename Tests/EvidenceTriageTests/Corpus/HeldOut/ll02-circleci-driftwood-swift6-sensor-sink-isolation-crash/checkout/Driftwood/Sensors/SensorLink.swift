import Combine
import CoreBluetooth

/// Wraps the depth transducer's BLE characteristic. CoreBluetooth calls back on `queue`.
protocol SensorLink: AnyObject, Sendable {
    var readings: AnyPublisher<DepthReading, Never> { get }
}

final class BLESensorLink: NSObject, SensorLink, CBPeripheralDelegate, @unchecked Sendable {
    let queue = DispatchQueue(label: "com.driftwood.sensorlink")
    private let subject = PassthroughSubject<DepthReading, Never>()
    var readings: AnyPublisher<DepthReading, Never> { subject.eraseToAnyPublisher() }

    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?) {
        guard let data = characteristic.value, let reading = DepthReading(nmea: data) else { return }
        subject.send(reading)          // on `queue`, not main
    }
}
