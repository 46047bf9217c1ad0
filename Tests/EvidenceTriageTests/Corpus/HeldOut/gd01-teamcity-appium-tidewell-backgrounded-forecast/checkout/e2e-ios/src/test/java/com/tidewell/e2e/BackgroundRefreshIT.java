package com.tidewell.e2e;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The forecast for a saved station is refreshed by the app's BGAppRefreshTask
 * (com.tidewell.app.forecast-refresh). Debug builds ask for an earliestBeginDate
 * 60 s out, so ninety seconds in the background should be enough.
 */
class BackgroundRefreshIT extends TidewellIOSBase {

    @Test
    void forecastRefreshesWhileBackgrounded() {
        ForecastScreen forecast = openStation("Port Ellery Pier");
        String before = forecast.lastUpdatedLabel();

        // Home button for 90 s: the refresh request comes due after 60 s.
        driver.executeScript("mobile: backgroundApp", Map.of("seconds", 90));
        driver.activateApp(BUNDLE_ID);

        assertNotEquals(before, forecast.lastUpdatedLabel(),
                "Forecast should have been refreshed by the background task while the app was in the background");
    }
}
