import Foundation

protocol SensorObserver: AnyObject {
    func sensorContainer(_ container: SensorContainer, didUpdate readings: [SensorReading])
}

/// Process-wide registry of sensors. Observers are held weakly, but every
/// PulseAPI keeps its uploader alive for as long as the API object lives.
final class SensorContainer {
    static var shared = SensorContainer()
    private var observers = NSHashTable<AnyObject>.weakObjects()
    var bedsideModeEnabled = false {
        didSet { if bedsideModeEnabled { publish(BedsideSensors.current()) } }
    }

    func register(observer: SensorObserver) { observers.add(observer) }

    func publish(_ readings: [SensorReading]) {
        for case let observer as SensorObserver in observers.allObjects {
            observer.sensorContainer(self, didUpdate: readings)
        }
    }
}
