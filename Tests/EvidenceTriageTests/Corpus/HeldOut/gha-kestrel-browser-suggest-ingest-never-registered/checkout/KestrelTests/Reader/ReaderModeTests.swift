// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import WebKit
import XCTest
@testable import Kestrel

final class ReaderModeTests: XCTestCase {
    private var webView: WKWebView!
    private var readerMode: ReaderMode!

    override func setUp() {
        super.setUp()
        webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        readerMode = ReaderMode(webView: webView)
    }

    override func tearDown() {
        readerMode = nil
        webView = nil
        super.tearDown()
    }

    func testReaderModeAvailableAfterLoad() {
        let delivered = expectation(description: "readability result delivered")
        readerMode.onStateChange = { state in
            if state == .available { delivered.fulfill() }
        }

        let html = try! String(contentsOf: Bundle(for: Self.self).url(forResource: "article",
                                                                       withExtension: "html")!)
        webView.loadHTMLString(html, baseURL: URL(string: "https://example.org/article"))

        // Readability runs in the page after didFinish; CI simulators can be slow here.
        wait(for: [delivered], timeout: 5)
    }

    func testReaderModeHiddenForPDF() {
        readerMode.pageDidFinish(mimeType: "application/pdf")
        XCTAssertEqual(readerMode.state, .unavailable)
    }
}
