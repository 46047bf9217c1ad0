import CoreImage
import UIKit

enum PerceptualComparison {
    /// Renders a known-different pair through the same CIAreaAverage path the library uses and
    /// checks a non-zero average comes back.
    static func selfCheck() -> Bool {
        let a = CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 4))
        let b = CIImage(color: .white).cropped(to: a.extent)
        let diff = a.applyingFilter("CIDifferenceBlendMode", parameters: [kCIInputBackgroundImageKey: b])
        var average: Float = 0
        CIContext(options: [.workingColorSpace: NSNull(), .outputColorSpace: NSNull()]).render(
            diff.applyingFilter("CIAreaAverage", parameters: [kCIInputExtentKey: CIVector(cgRect: a.extent)]),
            toBitmap: &average, rowBytes: MemoryLayout<Float>.size,
            bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .Rf, colorSpace: nil)
        return average > 0
    }
}
