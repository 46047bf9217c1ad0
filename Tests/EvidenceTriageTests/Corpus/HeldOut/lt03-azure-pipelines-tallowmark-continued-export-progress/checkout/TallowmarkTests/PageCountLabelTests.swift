import Testing
@testable import Tallowmark

struct PageCountLabelTests {
    @Test func singlePageUsesSingular() {
        let label = PageCountLabel.text(for: 1)
        #expect(label == "1 page")
    }

    @Test func manyPagesUsePlural() {
        #expect(PageCountLabel.text(for: 96) == "96 pages")
    }

    @Test func zeroPagesSaysEmpty() {
        #expect(PageCountLabel.text(for: 0) == "No pages")
    }
}
