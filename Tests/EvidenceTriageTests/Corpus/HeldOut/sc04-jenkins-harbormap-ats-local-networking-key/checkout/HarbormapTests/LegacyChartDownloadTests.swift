import XCTest
@testable import Harbormap

final class LegacyChartDownloadTests: XCTestCase {
    func testDownloadsRasterChartOverHTTP() async {
        let url = URL(string: "http://charts.openseamap-mirror.net/raster/14/8712/5401.png")!
        var thrown: Error?
        do { _ = try await ChartDownloader().download(url) } catch { thrown = error }
        XCTAssertNil(thrown)
    }
}
