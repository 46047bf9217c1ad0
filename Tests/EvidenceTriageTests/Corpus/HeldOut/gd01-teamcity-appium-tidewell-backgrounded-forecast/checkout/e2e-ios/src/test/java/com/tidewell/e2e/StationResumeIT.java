package com.tidewell.e2e;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StationResumeIT extends TidewellIOSBase {

    @Test
    void restoresSelectedStationAfterResume() {
        openStation("Greywick Harbour");

        driver.executeScript("mobile: backgroundApp", Map.of("seconds", 7));
        driver.activateApp(BUNDLE_ID);

        ForecastScreen forecast = new ForecastScreen(driver);
        assertEquals("Greywick Harbour", forecast.stationTitle());
    }

    @Test
    void keepsScrollPositionAfterResume() {
        openStation("Greywick Harbour");
        driver.executeScript("mobile: backgroundApp", Map.of("seconds", 3));
        driver.activateApp(BUNDLE_ID);
        assertEquals("Greywick Harbour", new ForecastScreen(driver).stationTitle());
    }
}
