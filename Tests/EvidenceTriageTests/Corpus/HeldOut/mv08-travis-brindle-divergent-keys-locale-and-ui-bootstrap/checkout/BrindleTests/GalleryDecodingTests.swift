import XCTest
@testable import Brindle

final class GalleryDecodingTests: XCTestCase {
    let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }()

    func testDecodesPictureURL() throws {
        let json = Data(#"{"title": "Dunes", "picture_url": "https://img.example/dunes.jpg"}"#.utf8)
        let item = try decoder.decode(GalleryItem.self, from: json)
        XCTAssertEqual(item.pictureURL.lastPathComponent, "dunes.jpg")
    }

    func testEncodeDecodeRoundTrip() throws {
        let encoder = JSONEncoder(); encoder.keyEncodingStrategy = .convertToSnakeCase
        let original = GalleryItem(title: "Dunes", pictureURL: URL(string: "https://img.example/d.jpg")!)
        let back = try decoder.decode(GalleryItem.self, from: encoder.encode(original))
        XCTAssertEqual(back, original)
    }
}
