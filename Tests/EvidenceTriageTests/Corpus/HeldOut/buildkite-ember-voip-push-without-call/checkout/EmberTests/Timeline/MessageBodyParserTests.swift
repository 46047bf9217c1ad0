import Testing
@testable import Ember

@Suite struct MessageBodyParserTests {
    let parser = MessageBodyParser()

    @Test func keepsPlainBody() {
        #expect(parser.parse(plain: "ok", html: nil).plain == "ok")
    }

    @Test func stripsReplyFallback() {
        let body = parser.parse(plain: "> <@ana:ember.chat> see you at 6\n\nok", html: nil)
        #expect(body.plain == "ok")
    }
}
