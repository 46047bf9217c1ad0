package com.kestrelfx.shared.rates

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get

class RatesRefreshJob(private val client: HttpClient, private val store: RatesStore) {
    suspend fun run(): Int {
        val rates: RatesResponse = client.get("https://rates.kestrelfx.example/v1/latest?base=EUR").body()
        store.replaceAll(rates.quotes)
        return rates.quotes.size
    }
}
