// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import XCTest
@testable import Kestrel

final class TabTrayTitleTests: XCTestCase {
    func testNormalTabCountTitle() {
        let model = TabTrayTitleModel(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(model.title(normalTabs: 3, privateTabs: 0, isPrivate: false), "3 Tabs")
    }

    func testPrivateTabCountPluralizes() {
        let model = TabTrayTitleModel(locale: Locale(identifier: "en_US"))

        XCTAssertEqual(model.title(normalTabs: 0, privateTabs: 2, isPrivate: true), "2 Private Tabs")
        XCTAssertEqual(model.title(normalTabs: 0, privateTabs: 1, isPrivate: true), "1 Private Tab")
    }
}
