from app.tokens import TokenRegistry


class TestDeviceTokens:
    def test_register_and_lookup(self):
        reg = TokenRegistry()
        reg.register("user-1", "b" * 64)
        assert reg.tokens_for("user-1") == ["b" * 64]

    def test_unregister_on_gone(self):
        reg = TokenRegistry()
        reg.register("user-1", "b" * 64)
        reg.mark_gone("b" * 64)
        assert reg.tokens_for("user-1") == []
