#!/bin/bash
# start/stop my manual server (port 3230) in its own process group
cd /work/wt/home
if [ "$1" = stop ]; then [ -f /tmp/home-server.pid ] && kill -- -$(cat /tmp/home-server.pid) 2>/dev/null; sleep 2; exit 0; fi
NODE_ENV=production PORT=3230 DATA_DIR=.e2e-data-home BUILD_DIR=build-home LOG_LEVEL=warn RATE_LIMIT=off setsid node_modules/.bin/tsx server/index.ts > /tmp/home-server.log 2>&1 &
echo $! > /tmp/home-server.pid
for i in $(seq 1 60); do curl -s -o /dev/null -w "%{http_code}" localhost:3230/ 2>/dev/null | grep -q 200 && break; sleep 2; done
