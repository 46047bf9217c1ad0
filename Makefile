# make install [PREFIX=/usr/local] [DESTDIR=…]: release build, stripped binary, manual page and
# shell completions (see scripts/install.sh). make check-install: the same into a temporary prefix,
# then run there without the Swift toolchain.
PREFIX ?= /usr/local

.PHONY: build install check-install test

build:
	swift build -c release --product evidence

install:
	DESTDIR="$(DESTDIR)" scripts/install.sh --prefix "$(PREFIX)"

check-install:
	scripts/dev/check-install.sh

test:
	scripts/test.sh
