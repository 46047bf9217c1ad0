import CoreImage
import Metal

struct FilterPipeline {
    let context: CIContext

    init(metal: MetalContext = .shared) {
        context = CIContext(mtlDevice: metal.device, options: [.cacheIntermediates: false])
    }

    func apply(_ name: String, to image: CIImage, intensity: Double) -> CIImage? {
        guard let filter = CIFilter(name: name) else { return nil }
        filter.setValue(image, forKey: kCIInputImageKey)
        filter.setValue(intensity, forKey: kCIInputIntensityKey)
        return filter.outputImage
    }
}
