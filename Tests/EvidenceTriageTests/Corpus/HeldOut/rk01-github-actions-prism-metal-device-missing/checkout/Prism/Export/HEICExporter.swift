import CoreImage

struct HEICExporter {
    let pipeline: FilterPipeline

    init(pipeline: FilterPipeline = FilterPipeline()) {
        self.pipeline = pipeline
    }

    func export(_ image: CIImage, maxPixel: CGFloat) throws -> Data {
        let scale = min(1, maxPixel / max(image.extent.width, image.extent.height))
        let scaled = image.transformed(by: .init(scaleX: scale, y: scale))
        let space = CGColorSpace(name: CGColorSpace.displayP3)!
        guard let data = pipeline.context.heifRepresentation(of: scaled, format: .RGBA8, colorSpace: space) else {
            throw ExportError.encodeFailed
        }
        return data
    }
}

enum ExportError: Error { case encodeFailed }
