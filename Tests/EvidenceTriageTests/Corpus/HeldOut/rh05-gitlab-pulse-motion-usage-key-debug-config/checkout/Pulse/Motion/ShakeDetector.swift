import CoreMotion

/// Reads raw accelerometer samples; used for shake-to-report.
struct ShakeDetector {
    var threshold: Double = 2.3
    func isShake(_ a: CMAcceleration) -> Bool {
        (a.x * a.x + a.y * a.y + a.z * a.z).squareRoot() > threshold
    }
}
