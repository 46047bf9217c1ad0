from collections import defaultdict


class TokenRegistry:
    def __init__(self) -> None:
        self._by_user: dict[str, list[str]] = defaultdict(list)

    def register(self, user_id: str, token: str) -> None:
        if token not in self._by_user[user_id]:
            self._by_user[user_id].append(token)

    def mark_gone(self, token: str) -> None:
        for tokens in self._by_user.values():
            if token in tokens:
                tokens.remove(token)

    def tokens_for(self, user_id: str) -> list[str]:
        return list(self._by_user.get(user_id, []))
