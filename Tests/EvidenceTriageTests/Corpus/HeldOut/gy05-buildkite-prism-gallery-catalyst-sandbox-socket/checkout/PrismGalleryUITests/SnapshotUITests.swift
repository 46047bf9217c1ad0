// PrismGalleryUITests
import PrismSnapshotsRunner
import XCTest

final class SnapshotUITests: XCTestCase {
  func testSnapshotPreviews() throws {
    let app = XCUIApplication()
    app.launchEnvironment["PRISM_PREVIEW_HOST"] = "1"
    app.launch()

    let client = PreviewHostClient(host: "127.0.0.1", port: 38824)
    try client.connect(timeout: 20)
    let previews = try client.listPreviews()
    XCTAssertFalse(previews.isEmpty, "no previews were reported by the app")
    for preview in previews {
      let image = try client.render(preview)
      add(XCTAttachment(image: image))
    }
  }
}
