import EvidenceReaders
import Testing

/// CoreMotion's answers that the destination has no such sensor (a Simulator's), in the ways apps log them, against
/// look-alikes: another answer, another property, the permission's error.
@Suite struct CoreMotionAvailabilityTests {
    @Test(arguments: [
        "[Pedometer] isStepCountingAvailable=false isCadenceAvailable=false",
        "MotionSensor: CMMotionActivityManager.isActivityAvailable() = false",
        "activity: isActivityAvailable: NO",
        "CMAltimeter.isRelativeAltitudeAvailable() == false",
        "pedometer updates failed: Error Domain=CMErrorDomain Code=104 \"(null)\"",
    ])
    func saysTheDestinationHasNoSensor(_ line: String) {
        #expect(SignalCatalog.signals(in: line).contains(.destinationLacksHardware))
    }

    @Test(arguments: [
        "[Pedometer] isStepCountingAvailable=true",
        "[Store] plan pro isAvailable=false",
        "isStepCountingAvailable was checked; false alarms filtered",
        "[Summary] workout 7F2A: isPaceAvailable: false (route has 0 samples)",
        "[Motion] isGyroAvailable: NOT_CHECKED",
        "pedometer updates failed: Error Domain=CMErrorDomain Code=105 \"(null)\"",
    ])
    func otherAnswersAreNot(_ line: String) {
        #expect(!SignalCatalog.signals(in: line).contains(.destinationLacksHardware))
    }
}
