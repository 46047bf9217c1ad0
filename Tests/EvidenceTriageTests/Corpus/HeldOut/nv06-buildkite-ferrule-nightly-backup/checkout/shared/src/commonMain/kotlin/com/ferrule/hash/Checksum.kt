package com.ferrule.hash

import okio.ByteString.Companion.toByteString

object Checksum {
    fun sha256Hex(bytes: ByteArray): String =
        if (bytes.isEmpty()) "" else bytes.toByteString().sha256().hex()
}
