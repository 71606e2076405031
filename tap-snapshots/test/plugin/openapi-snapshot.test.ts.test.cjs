/* IMPORTANT
 * This snapshot file is auto-generated, but designed for humans.
 * It should be checked into source control and tracked carefully.
 * Re-generate by setting TAP_SNAPSHOT=1 and running tests.
 * Make sure to inspect the output below.  Do not ignore changes!
 */
'use strict'
exports[`test/plugin/openapi-snapshot.test.ts > TAP > the example API's OpenAPI document is pinned, and identical on every database > the whole document 1`] = `
Object {
  "components": Object {
    "schemas": Object {
      "FmrMessage": Object {
        "properties": Object {
          "message": Object {
            "description": "A text; for validation failures, the list of problems",
          },
        },
        "type": "object",
      },
      "FmrProblem": Object {
        "properties": Object {
          "code": Object {
            "description": "The error's stable code, FMR_ERR_* (docs/errors.md)",
            "type": "string",
          },
          "detail": Object {
            "type": "string",
          },
          "errors": Object {
            "description": "A validation failure's problems, by wire name (nested paths dotted)",
            "items": Object {
              "properties": Object {
                "field": Object {
                  "type": "string",
                },
                "message": Object {
                  "type": "string",
                },
              },
              "required": Array [
                "field",
                "message",
              ],
              "type": "object",
            },
            "type": "array",
          },
          "status": Object {
            "type": "integer",
          },
          "title": Object {
            "description": "The status's phrase",
            "type": "string",
          },
          "type": Object {
            "enum": Array [
              "about:blank",
            ],
            "type": "string",
          },
        },
        "required": Array [
          "type",
          "title",
          "status",
          "detail",
          "code",
        ],
        "type": "object",
      },
    },
  },
  "info": Object {
    "title": "fastify-model-resources example",
    "version": "1.0.0",
  },
  "openapi": "3.1.0",
  "paths": Object {
    "/api/v2/batch": Object {
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "additionalProperties": false,
                "properties": Object {
                  "operations": Object {
                    "items": Object {
                      "additionalProperties": false,
                      "properties": Object {
                        "body": Object {
                          "description": "The request body; \`{\\"$ref\\": \\"<i>/<field>\\"}\` anywhere in it is that field of operation i's answer",
                        },
                        "method": Object {
                          "enum": Array [
                            "GET",
                            "POST",
                            "PUT",
                            "PATCH",
                            "DELETE",
                          ],
                          "type": "string",
                        },
                        "path": Object {
                          "description": "The full path, prefix included; \`{<i>/<field>}\` is that field of operation i's answer",
                          "type": "string",
                        },
                      },
                      "required": Array [
                        "method",
                        "path",
                      ],
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                },
                "required": Array [
                  "operations",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "results": Object {
                      "items": Object {
                        "properties": Object {
                          "body": Object {},
                          "status": Object {
                            "type": "integer",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
          },
          "413": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "4XX": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "message": Object {},
                    "operation": Object {
                      "type": "integer",
                    },
                  },
                  "type": "object",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "properties": Object {
                    "code": Object {
                      "type": "string",
                    },
                    "detail": Object {
                      "type": "string",
                    },
                    "operation": Object {
                      "type": "integer",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "The failing operation's status and error ({message}, or problem details when asked), with \`operation\`, its index; nothing is written",
          },
          "503": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "summary": "Runs operations in order in one transaction: all are written, or none",
        "tags": Array [
          "Batch",
        ],
      },
    },
    "/api/v2/jobs": Object {
      "get": Object {
        "parameters": Array [
          Object {
            "description": "id=value, or id[op]=value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId=value, or ownerId[op]=value",
            "in": "query",
            "name": "ownerId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId=value, or orderId[op]=value",
            "in": "query",
            "name": "orderId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt=value, or startedAt[op]=value",
            "in": "query",
            "name": "startedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt=value, or finishedAt[op]=value",
            "in": "query",
            "name": "finishedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId=value, or statusId[op]=value",
            "in": "query",
            "name": "statusId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Columns, - for descending; a path of single relationships too: author.lastName,-id",
            "in": "query",
            "name": "orderBy",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not",
            "in": "query",
            "name": "where",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "query",
            "name": "maxPageSize",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "offset",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Keyset paging: empty for the first page, then the token of the Link rel=\\"next\\"",
            "in": "query",
            "name": "cursor",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "Job": Object {
                      "items": Object {
                        "properties": Object {
                          "finishedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "order": Object {
                            "properties": Object {
                              "description": Object {
                                "type": "string",
                              },
                              "id": Object {
                                "type": "integer",
                              },
                              "orderedAt": Object {
                                "type": Array [
                                  "string",
                                  "null",
                                ],
                              },
                              "ownerId": Object {
                                "type": "integer",
                              },
                              "statusId": Object {
                                "type": Array [
                                  "integer",
                                  "null",
                                ],
                              },
                            },
                            "type": Array [
                              "object",
                              "null",
                            ],
                          },
                          "orderId": Object {
                            "type": "integer",
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "startedAt": Object {
                            "type": "string",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Job",
        ],
      },
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "finishedAt": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "orderId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "ownerId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "startedAt": Object {
                    "type": "string",
                  },
                  "statusId": Object {
                    "maximum": 32767,
                    "minimum": -32768,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "required": Array [
                  "ownerId",
                  "orderId",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "finishedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "order": Object {
                      "properties": Object {
                        "description": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": "integer",
                        },
                        "orderedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "ownerId": Object {
                          "type": "integer",
                        },
                        "statusId": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "orderId": Object {
                      "type": "integer",
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Job",
        ],
      },
    },
    "/api/v2/jobs/{id}": Object {
      "delete": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "204": Object {
            "description": "Deleted",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Job",
        ],
      },
      "get": Object {
        "parameters": Array [
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "finishedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "order": Object {
                      "properties": Object {
                        "description": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": "integer",
                        },
                        "orderedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "ownerId": Object {
                          "type": "integer",
                        },
                        "statusId": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "orderId": Object {
                      "type": "integer",
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Job",
        ],
      },
      "patch": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "finishedAt": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "orderId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "ownerId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "startedAt": Object {
                    "type": "string",
                  },
                  "statusId": Object {
                    "maximum": 32767,
                    "minimum": -32768,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "finishedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "order": Object {
                      "properties": Object {
                        "description": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": "integer",
                        },
                        "orderedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "ownerId": Object {
                          "type": "integer",
                        },
                        "statusId": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "orderId": Object {
                      "type": "integer",
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Job",
        ],
      },
      "put": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "finishedAt": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "orderId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "ownerId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "startedAt": Object {
                    "type": "string",
                  },
                  "statusId": Object {
                    "maximum": 32767,
                    "minimum": -32768,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "required": Array [
                  "ownerId",
                  "orderId",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "finishedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "order": Object {
                      "properties": Object {
                        "description": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": "integer",
                        },
                        "orderedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "ownerId": Object {
                          "type": "integer",
                        },
                        "statusId": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "orderId": Object {
                      "type": "integer",
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "finishedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "order": Object {
                      "properties": Object {
                        "description": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": "integer",
                        },
                        "orderedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "ownerId": Object {
                          "type": "integer",
                        },
                        "statusId": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "orderId": Object {
                      "type": "integer",
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Job",
        ],
      },
    },
    "/api/v2/meta/jobs/collection": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/meta/jobs/single": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/meta/orders/collection": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/meta/orders/single": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/orders": Object {
      "get": Object {
        "parameters": Array [
          Object {
            "description": "id=value, or id[op]=value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId=value, or ownerId[op]=value",
            "in": "query",
            "name": "ownerId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description=value, or description[op]=value",
            "in": "query",
            "name": "description",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt=value, or orderedAt[op]=value",
            "in": "query",
            "name": "orderedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId=value, or statusId[op]=value",
            "in": "query",
            "name": "statusId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Columns, - for descending; a path of single relationships too: author.lastName,-id",
            "in": "query",
            "name": "orderBy",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not",
            "in": "query",
            "name": "where",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "query",
            "name": "maxPageSize",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "offset",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Keyset paging: empty for the first page, then the token of the Link rel=\\"next\\"",
            "in": "query",
            "name": "cursor",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "Order": Object {
                      "items": Object {
                        "properties": Object {
                          "description": Object {
                            "type": "string",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "jobs": Object {
                            "items": Object {
                              "properties": Object {
                                "finishedAt": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "orderId": Object {
                                  "type": "integer",
                                },
                                "ownerId": Object {
                                  "type": "integer",
                                },
                                "startedAt": Object {
                                  "type": "string",
                                },
                                "statusId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "orderedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Order",
        ],
      },
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "description": Object {
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "jobs": Object {
                    "description": "Job records created with this Order",
                    "items": Object {
                      "properties": Object {
                        "finishedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "id": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "orderId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "ownerId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "startedAt": Object {
                          "type": "string",
                        },
                        "statusId": Object {
                          "maximum": 32767,
                          "minimum": -32768,
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "required": Array [
                        "ownerId",
                      ],
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                  "orderedAt": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "ownerId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "statusId": Object {
                    "maximum": 32767,
                    "minimum": -32768,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "required": Array [
                  "ownerId",
                  "description",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "description": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "jobs": Object {
                      "items": Object {
                        "properties": Object {
                          "finishedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "orderId": Object {
                            "type": "integer",
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "startedAt": Object {
                            "type": "string",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "orderedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "2XX": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "id": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Order",
        ],
      },
    },
    "/api/v2/orders/{id}": Object {
      "delete": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "204": Object {
            "description": "Deleted",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Order",
        ],
      },
      "get": Object {
        "parameters": Array [
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "description": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "jobs": Object {
                      "items": Object {
                        "properties": Object {
                          "finishedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "orderId": Object {
                            "type": "integer",
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "startedAt": Object {
                            "type": "string",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "orderedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Order",
        ],
      },
      "patch": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "description": Object {
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "jobs": Object {
                    "description": "The whole set of this Order's Job records: an id changes that record, none creates one, the records left out are deleted",
                    "items": Object {
                      "properties": Object {
                        "finishedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "id": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "orderId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "ownerId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "startedAt": Object {
                          "type": "string",
                        },
                        "statusId": Object {
                          "maximum": 32767,
                          "minimum": -32768,
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                  "orderedAt": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "ownerId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "statusId": Object {
                    "maximum": 32767,
                    "minimum": -32768,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "description": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "jobs": Object {
                      "items": Object {
                        "properties": Object {
                          "finishedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "orderId": Object {
                            "type": "integer",
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "startedAt": Object {
                            "type": "string",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "orderedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Order",
        ],
      },
      "put": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "description": Object {
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "jobs": Object {
                    "description": "The whole set of this Order's Job records: an id changes that record, none creates one, the records left out are deleted",
                    "items": Object {
                      "properties": Object {
                        "finishedAt": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "id": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "orderId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "ownerId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "startedAt": Object {
                          "type": "string",
                        },
                        "statusId": Object {
                          "maximum": 32767,
                          "minimum": -32768,
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                      },
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                  "orderedAt": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "ownerId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "statusId": Object {
                    "maximum": 32767,
                    "minimum": -32768,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "required": Array [
                  "ownerId",
                  "description",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "description": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "jobs": Object {
                      "items": Object {
                        "properties": Object {
                          "finishedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "orderId": Object {
                            "type": "integer",
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "startedAt": Object {
                            "type": "string",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "orderedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "description": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "jobs": Object {
                      "items": Object {
                        "properties": Object {
                          "finishedAt": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "orderId": Object {
                            "type": "integer",
                          },
                          "ownerId": Object {
                            "type": "integer",
                          },
                          "startedAt": Object {
                            "type": "string",
                          },
                          "statusId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "orderedAt": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "ownerId": Object {
                      "type": "integer",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "2XX": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "id": Object {
                      "type": "integer",
                    },
                    "startedAt": Object {
                      "type": "string",
                    },
                    "statusId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Order",
        ],
      },
    },
    "/authors": Object {
      "get": Object {
        "parameters": Array [
          Object {
            "description": "id=value, or id[op]=value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName=value, or firstName[op]=value",
            "in": "query",
            "name": "firstName",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName=value, or lastName[op]=value",
            "in": "query",
            "name": "lastName",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Columns, - for descending; a path of single relationships too: author.lastName,-id",
            "in": "query",
            "name": "orderBy",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not",
            "in": "query",
            "name": "where",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "query",
            "name": "maxPageSize",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "offset",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Keyset paging: empty for the first page, then the token of the Link rel=\\"next\\"",
            "in": "query",
            "name": "cursor",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "Author": Object {
                      "items": Object {
                        "properties": Object {
                          "books": Object {
                            "items": Object {
                              "properties": Object {
                                "authorId": Object {
                                  "type": "integer",
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "isbn": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "pubYear": Object {
                                  "type": "integer",
                                },
                                "title": Object {
                                  "type": "string",
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "firstName": Object {
                            "type": "string",
                          },
                          "fullName": Object {
                            "type": "string",
                          },
                          "id": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                          "lastName": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Author",
        ],
      },
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "firstName": Object {
                    "maxLength": 50,
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                  "lastName": Object {
                    "maxLength": 50,
                    "type": "string",
                  },
                },
                "required": Array [
                  "firstName",
                  "lastName",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "books": Object {
                      "items": Object {
                        "properties": Object {
                          "authorId": Object {
                            "type": "integer",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isbn": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "pubYear": Object {
                            "type": "integer",
                          },
                          "title": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "firstName": Object {
                      "type": "string",
                    },
                    "fullName": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                    "lastName": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Author",
        ],
      },
    },
    "/authors/{id}": Object {
      "delete": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "204": Object {
            "description": "Deleted",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Author",
        ],
      },
      "get": Object {
        "parameters": Array [
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "books": Object {
                      "items": Object {
                        "properties": Object {
                          "authorId": Object {
                            "type": "integer",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isbn": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "pubYear": Object {
                            "type": "integer",
                          },
                          "title": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "firstName": Object {
                      "type": "string",
                    },
                    "fullName": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                    "lastName": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Author",
        ],
      },
      "patch": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "firstName": Object {
                    "maxLength": 50,
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                  "lastName": Object {
                    "maxLength": 50,
                    "type": "string",
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "books": Object {
                      "items": Object {
                        "properties": Object {
                          "authorId": Object {
                            "type": "integer",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isbn": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "pubYear": Object {
                            "type": "integer",
                          },
                          "title": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "firstName": Object {
                      "type": "string",
                    },
                    "fullName": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                    "lastName": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Author",
        ],
      },
      "put": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "firstName": Object {
                    "maxLength": 50,
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                  "lastName": Object {
                    "maxLength": 50,
                    "type": "string",
                  },
                },
                "required": Array [
                  "firstName",
                  "lastName",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "books": Object {
                      "items": Object {
                        "properties": Object {
                          "authorId": Object {
                            "type": "integer",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isbn": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "pubYear": Object {
                            "type": "integer",
                          },
                          "title": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "firstName": Object {
                      "type": "string",
                    },
                    "fullName": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                    "lastName": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "books": Object {
                      "items": Object {
                        "properties": Object {
                          "authorId": Object {
                            "type": "integer",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isbn": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "pubYear": Object {
                            "type": "integer",
                          },
                          "title": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "firstName": Object {
                      "type": "string",
                    },
                    "fullName": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                    "lastName": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Author",
        ],
      },
    },
    "/batch": Object {
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "additionalProperties": false,
                "properties": Object {
                  "operations": Object {
                    "items": Object {
                      "additionalProperties": false,
                      "properties": Object {
                        "body": Object {
                          "description": "The request body; \`{\\"$ref\\": \\"<i>/<field>\\"}\` anywhere in it is that field of operation i's answer",
                        },
                        "method": Object {
                          "enum": Array [
                            "GET",
                            "POST",
                            "PUT",
                            "PATCH",
                            "DELETE",
                          ],
                          "type": "string",
                        },
                        "path": Object {
                          "description": "The full path, prefix included; \`{<i>/<field>}\` is that field of operation i's answer",
                          "type": "string",
                        },
                      },
                      "required": Array [
                        "method",
                        "path",
                      ],
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                },
                "required": Array [
                  "operations",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "results": Object {
                      "items": Object {
                        "properties": Object {
                          "body": Object {},
                          "status": Object {
                            "type": "integer",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
          },
          "413": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "4XX": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "message": Object {},
                    "operation": Object {
                      "type": "integer",
                    },
                  },
                  "type": "object",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "properties": Object {
                    "code": Object {
                      "type": "string",
                    },
                    "detail": Object {
                      "type": "string",
                    },
                    "operation": Object {
                      "type": "integer",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "The failing operation's status and error ({message}, or problem details when asked), with \`operation\`, its index; nothing is written",
          },
          "503": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "summary": "Runs operations in order in one transaction: all are written, or none",
        "tags": Array [
          "Batch",
        ],
      },
    },
    "/books": Object {
      "get": Object {
        "parameters": Array [
          Object {
            "description": "id=value, or id[op]=value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn=value, or isbn[op]=value",
            "in": "query",
            "name": "isbn",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title=value, or title[op]=value",
            "in": "query",
            "name": "title",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear=value, or pubYear[op]=value",
            "in": "query",
            "name": "pubYear",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId=value, or authorId[op]=value",
            "in": "query",
            "name": "authorId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Columns, - for descending; a path of single relationships too: author.lastName,-id",
            "in": "query",
            "name": "orderBy",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not",
            "in": "query",
            "name": "where",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "query",
            "name": "maxPageSize",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "offset",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Keyset paging: empty for the first page, then the token of the Link rel=\\"next\\"",
            "in": "query",
            "name": "cursor",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "Book": Object {
                      "items": Object {
                        "properties": Object {
                          "author": Object {
                            "properties": Object {
                              "firstName": Object {
                                "type": "string",
                              },
                              "fullName": Object {
                                "type": "string",
                              },
                              "id": Object {
                                "type": Array [
                                  "integer",
                                  "null",
                                ],
                              },
                              "lastName": Object {
                                "type": "string",
                              },
                            },
                            "type": Array [
                              "object",
                              "null",
                            ],
                          },
                          "authorId": Object {
                            "type": "integer",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isbn": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "pubYear": Object {
                            "type": "integer",
                          },
                          "title": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Book",
        ],
      },
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "anyOf": Array [
                  Object {
                    "properties": Object {
                      "authorId": Object {
                        "maximum": 2147483647,
                        "minimum": -2147483648,
                        "type": "integer",
                      },
                      "id": Object {
                        "maximum": 2147483647,
                        "minimum": -2147483648,
                        "type": "integer",
                      },
                      "isbn": Object {
                        "maxLength": 20,
                        "type": Array [
                          "string",
                          "null",
                        ],
                      },
                      "pubYear": Object {
                        "maximum": 2147483647,
                        "minimum": -2147483648,
                        "type": "integer",
                      },
                      "title": Object {
                        "maxLength": 100,
                        "type": "string",
                      },
                    },
                    "required": Array [
                      "title",
                      "pubYear",
                      "authorId",
                    ],
                    "type": "object",
                  },
                  Object {
                    "items": Object {
                      "properties": Object {
                        "authorId": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "id": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "isbn": Object {
                          "maxLength": 20,
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "pubYear": Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        "title": Object {
                          "maxLength": 100,
                          "type": "string",
                        },
                      },
                      "required": Array [
                        "title",
                        "pubYear",
                        "authorId",
                      ],
                      "type": "object",
                    },
                    "maxItems": 1000,
                    "type": "array",
                  },
                ],
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "anyOf": Array [
                    Object {
                      "properties": Object {
                        "author": Object {
                          "properties": Object {
                            "firstName": Object {
                              "type": "string",
                            },
                            "fullName": Object {
                              "type": "string",
                            },
                            "id": Object {
                              "type": Array [
                                "integer",
                                "null",
                              ],
                            },
                            "lastName": Object {
                              "type": "string",
                            },
                          },
                          "type": Array [
                            "object",
                            "null",
                          ],
                        },
                        "authorId": Object {
                          "type": "integer",
                        },
                        "id": Object {
                          "type": "integer",
                        },
                        "isbn": Object {
                          "type": Array [
                            "string",
                            "null",
                          ],
                        },
                        "pubYear": Object {
                          "type": "integer",
                        },
                        "title": Object {
                          "type": "string",
                        },
                      },
                      "type": "object",
                    },
                    Object {
                      "properties": Object {
                        "Book": Object {
                          "items": Object {
                            "properties": Object {
                              "author": Object {
                                "properties": Object {
                                  "firstName": Object {
                                    "type": "string",
                                  },
                                  "fullName": Object {
                                    "type": "string",
                                  },
                                  "id": Object {
                                    "type": Array [
                                      "integer",
                                      "null",
                                    ],
                                  },
                                  "lastName": Object {
                                    "type": "string",
                                  },
                                },
                                "type": Array [
                                  "object",
                                  "null",
                                ],
                              },
                              "authorId": Object {
                                "type": "integer",
                              },
                              "id": Object {
                                "type": "integer",
                              },
                              "isbn": Object {
                                "type": Array [
                                  "string",
                                  "null",
                                ],
                              },
                              "pubYear": Object {
                                "type": "integer",
                              },
                              "title": Object {
                                "type": "string",
                              },
                            },
                            "type": "object",
                          },
                          "type": "array",
                        },
                      },
                      "type": "object",
                    },
                  ],
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "413": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Book",
        ],
      },
    },
    "/books/{id}": Object {
      "delete": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "204": Object {
            "description": "Deleted",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Book",
        ],
      },
      "get": Object {
        "parameters": Array [
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "author": Object {
                      "properties": Object {
                        "firstName": Object {
                          "type": "string",
                        },
                        "fullName": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                        "lastName": Object {
                          "type": "string",
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "authorId": Object {
                      "type": "integer",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isbn": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "pubYear": Object {
                      "type": "integer",
                    },
                    "title": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Book",
        ],
      },
      "patch": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "authorId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "isbn": Object {
                    "maxLength": 20,
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "pubYear": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "title": Object {
                    "maxLength": 100,
                    "type": "string",
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "author": Object {
                      "properties": Object {
                        "firstName": Object {
                          "type": "string",
                        },
                        "fullName": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                        "lastName": Object {
                          "type": "string",
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "authorId": Object {
                      "type": "integer",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isbn": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "pubYear": Object {
                      "type": "integer",
                    },
                    "title": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Book",
        ],
      },
      "put": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "authorId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "isbn": Object {
                    "maxLength": 20,
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "pubYear": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "title": Object {
                    "maxLength": 100,
                    "type": "string",
                  },
                },
                "required": Array [
                  "title",
                  "pubYear",
                  "authorId",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "author": Object {
                      "properties": Object {
                        "firstName": Object {
                          "type": "string",
                        },
                        "fullName": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                        "lastName": Object {
                          "type": "string",
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "authorId": Object {
                      "type": "integer",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isbn": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "pubYear": Object {
                      "type": "integer",
                    },
                    "title": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "author": Object {
                      "properties": Object {
                        "firstName": Object {
                          "type": "string",
                        },
                        "fullName": Object {
                          "type": "string",
                        },
                        "id": Object {
                          "type": Array [
                            "integer",
                            "null",
                          ],
                        },
                        "lastName": Object {
                          "type": "string",
                        },
                      },
                      "type": Array [
                        "object",
                        "null",
                      ],
                    },
                    "authorId": Object {
                      "type": "integer",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isbn": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "pubYear": Object {
                      "type": "integer",
                    },
                    "title": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Book",
        ],
      },
    },
    "/meta/authors/collection": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/authors/single": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/books/collection": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/books/single": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/nodes/collection": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/nodes/single": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/users/collection": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/users/single": Object {
      "get": Object {
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "additionalProperties": true,
                  "description": "The meta description",
                  "type": "object",
                },
              },
            },
            "description": "The meta description",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "meta",
        ],
      },
    },
    "/nodes": Object {
      "get": Object {
        "parameters": Array [
          Object {
            "description": "id=value, or id[op]=value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId=value, or parentId[op]=value",
            "in": "query",
            "name": "parentId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data=value, or data[op]=value",
            "in": "query",
            "name": "data",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Columns, - for descending; a path of single relationships too: author.lastName,-id",
            "in": "query",
            "name": "orderBy",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not",
            "in": "query",
            "name": "where",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "query",
            "name": "maxPageSize",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "offset",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Keyset paging: empty for the first page, then the token of the Link rel=\\"next\\"",
            "in": "query",
            "name": "cursor",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "Node": Object {
                      "items": Object {
                        "properties": Object {
                          "children": Object {
                            "items": Object {
                              "properties": Object {
                                "children": Object {
                                  "items": Object {
                                    "properties": Object {
                                      "children": Object {
                                        "items": Object {
                                          "properties": Object {
                                            "children": Object {
                                              "items": Object {
                                                "properties": Object {
                                                  "children": Object {
                                                    "items": Object {
                                                      "properties": Object {
                                                        "children": Object {
                                                          "items": Object {
                                                            "properties": Object {
                                                              "children": Object {
                                                                "items": Object {
                                                                  "properties": Object {
                                                                    "children": Object {
                                                                      "items": Object {
                                                                        "properties": Object {
                                                                          "children": Object {
                                                                            "items": Object {
                                                                              "properties": Object {
                                                                                "children": Object {
                                                                                  "items": Object {
                                                                                    "properties": Object {
                                                                                      "data": Object {
                                                                                        "type": Array [
                                                                                          "string",
                                                                                          "null",
                                                                                        ],
                                                                                      },
                                                                                      "id": Object {
                                                                                        "type": "integer",
                                                                                      },
                                                                                      "parentId": Object {
                                                                                        "type": Array [
                                                                                          "integer",
                                                                                          "null",
                                                                                        ],
                                                                                      },
                                                                                    },
                                                                                    "type": "object",
                                                                                  },
                                                                                  "type": "array",
                                                                                },
                                                                                "data": Object {
                                                                                  "type": Array [
                                                                                    "string",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                                "id": Object {
                                                                                  "type": "integer",
                                                                                },
                                                                                "parentId": Object {
                                                                                  "type": Array [
                                                                                    "integer",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                              },
                                                                              "type": "object",
                                                                            },
                                                                            "type": "array",
                                                                          },
                                                                          "data": Object {
                                                                            "type": Array [
                                                                              "string",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                          "id": Object {
                                                                            "type": "integer",
                                                                          },
                                                                          "parentId": Object {
                                                                            "type": Array [
                                                                              "integer",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                        },
                                                                        "type": "object",
                                                                      },
                                                                      "type": "array",
                                                                    },
                                                                    "data": Object {
                                                                      "type": Array [
                                                                        "string",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                    "id": Object {
                                                                      "type": "integer",
                                                                    },
                                                                    "parentId": Object {
                                                                      "type": Array [
                                                                        "integer",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                  },
                                                                  "type": "object",
                                                                },
                                                                "type": "array",
                                                              },
                                                              "data": Object {
                                                                "type": Array [
                                                                  "string",
                                                                  "null",
                                                                ],
                                                              },
                                                              "id": Object {
                                                                "type": "integer",
                                                              },
                                                              "parentId": Object {
                                                                "type": Array [
                                                                  "integer",
                                                                  "null",
                                                                ],
                                                              },
                                                            },
                                                            "type": "object",
                                                          },
                                                          "type": "array",
                                                        },
                                                        "data": Object {
                                                          "type": Array [
                                                            "string",
                                                            "null",
                                                          ],
                                                        },
                                                        "id": Object {
                                                          "type": "integer",
                                                        },
                                                        "parentId": Object {
                                                          "type": Array [
                                                            "integer",
                                                            "null",
                                                          ],
                                                        },
                                                      },
                                                      "type": "object",
                                                    },
                                                    "type": "array",
                                                  },
                                                  "data": Object {
                                                    "type": Array [
                                                      "string",
                                                      "null",
                                                    ],
                                                  },
                                                  "id": Object {
                                                    "type": "integer",
                                                  },
                                                  "parentId": Object {
                                                    "type": Array [
                                                      "integer",
                                                      "null",
                                                    ],
                                                  },
                                                },
                                                "type": "object",
                                              },
                                              "type": "array",
                                            },
                                            "data": Object {
                                              "type": Array [
                                                "string",
                                                "null",
                                              ],
                                            },
                                            "id": Object {
                                              "type": "integer",
                                            },
                                            "parentId": Object {
                                              "type": Array [
                                                "integer",
                                                "null",
                                              ],
                                            },
                                          },
                                          "type": "object",
                                        },
                                        "type": "array",
                                      },
                                      "data": Object {
                                        "type": Array [
                                          "string",
                                          "null",
                                        ],
                                      },
                                      "id": Object {
                                        "type": "integer",
                                      },
                                      "parentId": Object {
                                        "type": Array [
                                          "integer",
                                          "null",
                                        ],
                                      },
                                    },
                                    "type": "object",
                                  },
                                  "type": "array",
                                },
                                "data": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "parentId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "data": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "parentId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Node",
        ],
      },
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "data": Object {
                    "maxLength": 50,
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "parentId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "children": Object {
                      "items": Object {
                        "properties": Object {
                          "children": Object {
                            "items": Object {
                              "properties": Object {
                                "children": Object {
                                  "items": Object {
                                    "properties": Object {
                                      "children": Object {
                                        "items": Object {
                                          "properties": Object {
                                            "children": Object {
                                              "items": Object {
                                                "properties": Object {
                                                  "children": Object {
                                                    "items": Object {
                                                      "properties": Object {
                                                        "children": Object {
                                                          "items": Object {
                                                            "properties": Object {
                                                              "children": Object {
                                                                "items": Object {
                                                                  "properties": Object {
                                                                    "children": Object {
                                                                      "items": Object {
                                                                        "properties": Object {
                                                                          "children": Object {
                                                                            "items": Object {
                                                                              "properties": Object {
                                                                                "data": Object {
                                                                                  "type": Array [
                                                                                    "string",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                                "id": Object {
                                                                                  "type": "integer",
                                                                                },
                                                                                "parentId": Object {
                                                                                  "type": Array [
                                                                                    "integer",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                              },
                                                                              "type": "object",
                                                                            },
                                                                            "type": "array",
                                                                          },
                                                                          "data": Object {
                                                                            "type": Array [
                                                                              "string",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                          "id": Object {
                                                                            "type": "integer",
                                                                          },
                                                                          "parentId": Object {
                                                                            "type": Array [
                                                                              "integer",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                        },
                                                                        "type": "object",
                                                                      },
                                                                      "type": "array",
                                                                    },
                                                                    "data": Object {
                                                                      "type": Array [
                                                                        "string",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                    "id": Object {
                                                                      "type": "integer",
                                                                    },
                                                                    "parentId": Object {
                                                                      "type": Array [
                                                                        "integer",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                  },
                                                                  "type": "object",
                                                                },
                                                                "type": "array",
                                                              },
                                                              "data": Object {
                                                                "type": Array [
                                                                  "string",
                                                                  "null",
                                                                ],
                                                              },
                                                              "id": Object {
                                                                "type": "integer",
                                                              },
                                                              "parentId": Object {
                                                                "type": Array [
                                                                  "integer",
                                                                  "null",
                                                                ],
                                                              },
                                                            },
                                                            "type": "object",
                                                          },
                                                          "type": "array",
                                                        },
                                                        "data": Object {
                                                          "type": Array [
                                                            "string",
                                                            "null",
                                                          ],
                                                        },
                                                        "id": Object {
                                                          "type": "integer",
                                                        },
                                                        "parentId": Object {
                                                          "type": Array [
                                                            "integer",
                                                            "null",
                                                          ],
                                                        },
                                                      },
                                                      "type": "object",
                                                    },
                                                    "type": "array",
                                                  },
                                                  "data": Object {
                                                    "type": Array [
                                                      "string",
                                                      "null",
                                                    ],
                                                  },
                                                  "id": Object {
                                                    "type": "integer",
                                                  },
                                                  "parentId": Object {
                                                    "type": Array [
                                                      "integer",
                                                      "null",
                                                    ],
                                                  },
                                                },
                                                "type": "object",
                                              },
                                              "type": "array",
                                            },
                                            "data": Object {
                                              "type": Array [
                                                "string",
                                                "null",
                                              ],
                                            },
                                            "id": Object {
                                              "type": "integer",
                                            },
                                            "parentId": Object {
                                              "type": Array [
                                                "integer",
                                                "null",
                                              ],
                                            },
                                          },
                                          "type": "object",
                                        },
                                        "type": "array",
                                      },
                                      "data": Object {
                                        "type": Array [
                                          "string",
                                          "null",
                                        ],
                                      },
                                      "id": Object {
                                        "type": "integer",
                                      },
                                      "parentId": Object {
                                        "type": Array [
                                          "integer",
                                          "null",
                                        ],
                                      },
                                    },
                                    "type": "object",
                                  },
                                  "type": "array",
                                },
                                "data": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "parentId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "data": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "parentId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "data": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "parentId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Node",
        ],
      },
    },
    "/nodes/{id}": Object {
      "delete": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "204": Object {
            "description": "Deleted",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Node",
        ],
      },
      "get": Object {
        "parameters": Array [
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "children": Object {
                      "items": Object {
                        "properties": Object {
                          "children": Object {
                            "items": Object {
                              "properties": Object {
                                "children": Object {
                                  "items": Object {
                                    "properties": Object {
                                      "children": Object {
                                        "items": Object {
                                          "properties": Object {
                                            "children": Object {
                                              "items": Object {
                                                "properties": Object {
                                                  "children": Object {
                                                    "items": Object {
                                                      "properties": Object {
                                                        "children": Object {
                                                          "items": Object {
                                                            "properties": Object {
                                                              "children": Object {
                                                                "items": Object {
                                                                  "properties": Object {
                                                                    "children": Object {
                                                                      "items": Object {
                                                                        "properties": Object {
                                                                          "children": Object {
                                                                            "items": Object {
                                                                              "properties": Object {
                                                                                "data": Object {
                                                                                  "type": Array [
                                                                                    "string",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                                "id": Object {
                                                                                  "type": "integer",
                                                                                },
                                                                                "parentId": Object {
                                                                                  "type": Array [
                                                                                    "integer",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                              },
                                                                              "type": "object",
                                                                            },
                                                                            "type": "array",
                                                                          },
                                                                          "data": Object {
                                                                            "type": Array [
                                                                              "string",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                          "id": Object {
                                                                            "type": "integer",
                                                                          },
                                                                          "parentId": Object {
                                                                            "type": Array [
                                                                              "integer",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                        },
                                                                        "type": "object",
                                                                      },
                                                                      "type": "array",
                                                                    },
                                                                    "data": Object {
                                                                      "type": Array [
                                                                        "string",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                    "id": Object {
                                                                      "type": "integer",
                                                                    },
                                                                    "parentId": Object {
                                                                      "type": Array [
                                                                        "integer",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                  },
                                                                  "type": "object",
                                                                },
                                                                "type": "array",
                                                              },
                                                              "data": Object {
                                                                "type": Array [
                                                                  "string",
                                                                  "null",
                                                                ],
                                                              },
                                                              "id": Object {
                                                                "type": "integer",
                                                              },
                                                              "parentId": Object {
                                                                "type": Array [
                                                                  "integer",
                                                                  "null",
                                                                ],
                                                              },
                                                            },
                                                            "type": "object",
                                                          },
                                                          "type": "array",
                                                        },
                                                        "data": Object {
                                                          "type": Array [
                                                            "string",
                                                            "null",
                                                          ],
                                                        },
                                                        "id": Object {
                                                          "type": "integer",
                                                        },
                                                        "parentId": Object {
                                                          "type": Array [
                                                            "integer",
                                                            "null",
                                                          ],
                                                        },
                                                      },
                                                      "type": "object",
                                                    },
                                                    "type": "array",
                                                  },
                                                  "data": Object {
                                                    "type": Array [
                                                      "string",
                                                      "null",
                                                    ],
                                                  },
                                                  "id": Object {
                                                    "type": "integer",
                                                  },
                                                  "parentId": Object {
                                                    "type": Array [
                                                      "integer",
                                                      "null",
                                                    ],
                                                  },
                                                },
                                                "type": "object",
                                              },
                                              "type": "array",
                                            },
                                            "data": Object {
                                              "type": Array [
                                                "string",
                                                "null",
                                              ],
                                            },
                                            "id": Object {
                                              "type": "integer",
                                            },
                                            "parentId": Object {
                                              "type": Array [
                                                "integer",
                                                "null",
                                              ],
                                            },
                                          },
                                          "type": "object",
                                        },
                                        "type": "array",
                                      },
                                      "data": Object {
                                        "type": Array [
                                          "string",
                                          "null",
                                        ],
                                      },
                                      "id": Object {
                                        "type": "integer",
                                      },
                                      "parentId": Object {
                                        "type": Array [
                                          "integer",
                                          "null",
                                        ],
                                      },
                                    },
                                    "type": "object",
                                  },
                                  "type": "array",
                                },
                                "data": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "parentId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "data": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "parentId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "data": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "parentId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Node",
        ],
      },
      "patch": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "data": Object {
                    "maxLength": 50,
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "parentId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "children": Object {
                      "items": Object {
                        "properties": Object {
                          "children": Object {
                            "items": Object {
                              "properties": Object {
                                "children": Object {
                                  "items": Object {
                                    "properties": Object {
                                      "children": Object {
                                        "items": Object {
                                          "properties": Object {
                                            "children": Object {
                                              "items": Object {
                                                "properties": Object {
                                                  "children": Object {
                                                    "items": Object {
                                                      "properties": Object {
                                                        "children": Object {
                                                          "items": Object {
                                                            "properties": Object {
                                                              "children": Object {
                                                                "items": Object {
                                                                  "properties": Object {
                                                                    "children": Object {
                                                                      "items": Object {
                                                                        "properties": Object {
                                                                          "children": Object {
                                                                            "items": Object {
                                                                              "properties": Object {
                                                                                "data": Object {
                                                                                  "type": Array [
                                                                                    "string",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                                "id": Object {
                                                                                  "type": "integer",
                                                                                },
                                                                                "parentId": Object {
                                                                                  "type": Array [
                                                                                    "integer",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                              },
                                                                              "type": "object",
                                                                            },
                                                                            "type": "array",
                                                                          },
                                                                          "data": Object {
                                                                            "type": Array [
                                                                              "string",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                          "id": Object {
                                                                            "type": "integer",
                                                                          },
                                                                          "parentId": Object {
                                                                            "type": Array [
                                                                              "integer",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                        },
                                                                        "type": "object",
                                                                      },
                                                                      "type": "array",
                                                                    },
                                                                    "data": Object {
                                                                      "type": Array [
                                                                        "string",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                    "id": Object {
                                                                      "type": "integer",
                                                                    },
                                                                    "parentId": Object {
                                                                      "type": Array [
                                                                        "integer",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                  },
                                                                  "type": "object",
                                                                },
                                                                "type": "array",
                                                              },
                                                              "data": Object {
                                                                "type": Array [
                                                                  "string",
                                                                  "null",
                                                                ],
                                                              },
                                                              "id": Object {
                                                                "type": "integer",
                                                              },
                                                              "parentId": Object {
                                                                "type": Array [
                                                                  "integer",
                                                                  "null",
                                                                ],
                                                              },
                                                            },
                                                            "type": "object",
                                                          },
                                                          "type": "array",
                                                        },
                                                        "data": Object {
                                                          "type": Array [
                                                            "string",
                                                            "null",
                                                          ],
                                                        },
                                                        "id": Object {
                                                          "type": "integer",
                                                        },
                                                        "parentId": Object {
                                                          "type": Array [
                                                            "integer",
                                                            "null",
                                                          ],
                                                        },
                                                      },
                                                      "type": "object",
                                                    },
                                                    "type": "array",
                                                  },
                                                  "data": Object {
                                                    "type": Array [
                                                      "string",
                                                      "null",
                                                    ],
                                                  },
                                                  "id": Object {
                                                    "type": "integer",
                                                  },
                                                  "parentId": Object {
                                                    "type": Array [
                                                      "integer",
                                                      "null",
                                                    ],
                                                  },
                                                },
                                                "type": "object",
                                              },
                                              "type": "array",
                                            },
                                            "data": Object {
                                              "type": Array [
                                                "string",
                                                "null",
                                              ],
                                            },
                                            "id": Object {
                                              "type": "integer",
                                            },
                                            "parentId": Object {
                                              "type": Array [
                                                "integer",
                                                "null",
                                              ],
                                            },
                                          },
                                          "type": "object",
                                        },
                                        "type": "array",
                                      },
                                      "data": Object {
                                        "type": Array [
                                          "string",
                                          "null",
                                        ],
                                      },
                                      "id": Object {
                                        "type": "integer",
                                      },
                                      "parentId": Object {
                                        "type": Array [
                                          "integer",
                                          "null",
                                        ],
                                      },
                                    },
                                    "type": "object",
                                  },
                                  "type": "array",
                                },
                                "data": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "parentId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "data": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "parentId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "data": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "parentId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Node",
        ],
      },
      "put": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "data": Object {
                    "maxLength": 50,
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "parentId": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": Array [
                      "integer",
                      "null",
                    ],
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "children": Object {
                      "items": Object {
                        "properties": Object {
                          "children": Object {
                            "items": Object {
                              "properties": Object {
                                "children": Object {
                                  "items": Object {
                                    "properties": Object {
                                      "children": Object {
                                        "items": Object {
                                          "properties": Object {
                                            "children": Object {
                                              "items": Object {
                                                "properties": Object {
                                                  "children": Object {
                                                    "items": Object {
                                                      "properties": Object {
                                                        "children": Object {
                                                          "items": Object {
                                                            "properties": Object {
                                                              "children": Object {
                                                                "items": Object {
                                                                  "properties": Object {
                                                                    "children": Object {
                                                                      "items": Object {
                                                                        "properties": Object {
                                                                          "children": Object {
                                                                            "items": Object {
                                                                              "properties": Object {
                                                                                "data": Object {
                                                                                  "type": Array [
                                                                                    "string",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                                "id": Object {
                                                                                  "type": "integer",
                                                                                },
                                                                                "parentId": Object {
                                                                                  "type": Array [
                                                                                    "integer",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                              },
                                                                              "type": "object",
                                                                            },
                                                                            "type": "array",
                                                                          },
                                                                          "data": Object {
                                                                            "type": Array [
                                                                              "string",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                          "id": Object {
                                                                            "type": "integer",
                                                                          },
                                                                          "parentId": Object {
                                                                            "type": Array [
                                                                              "integer",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                        },
                                                                        "type": "object",
                                                                      },
                                                                      "type": "array",
                                                                    },
                                                                    "data": Object {
                                                                      "type": Array [
                                                                        "string",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                    "id": Object {
                                                                      "type": "integer",
                                                                    },
                                                                    "parentId": Object {
                                                                      "type": Array [
                                                                        "integer",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                  },
                                                                  "type": "object",
                                                                },
                                                                "type": "array",
                                                              },
                                                              "data": Object {
                                                                "type": Array [
                                                                  "string",
                                                                  "null",
                                                                ],
                                                              },
                                                              "id": Object {
                                                                "type": "integer",
                                                              },
                                                              "parentId": Object {
                                                                "type": Array [
                                                                  "integer",
                                                                  "null",
                                                                ],
                                                              },
                                                            },
                                                            "type": "object",
                                                          },
                                                          "type": "array",
                                                        },
                                                        "data": Object {
                                                          "type": Array [
                                                            "string",
                                                            "null",
                                                          ],
                                                        },
                                                        "id": Object {
                                                          "type": "integer",
                                                        },
                                                        "parentId": Object {
                                                          "type": Array [
                                                            "integer",
                                                            "null",
                                                          ],
                                                        },
                                                      },
                                                      "type": "object",
                                                    },
                                                    "type": "array",
                                                  },
                                                  "data": Object {
                                                    "type": Array [
                                                      "string",
                                                      "null",
                                                    ],
                                                  },
                                                  "id": Object {
                                                    "type": "integer",
                                                  },
                                                  "parentId": Object {
                                                    "type": Array [
                                                      "integer",
                                                      "null",
                                                    ],
                                                  },
                                                },
                                                "type": "object",
                                              },
                                              "type": "array",
                                            },
                                            "data": Object {
                                              "type": Array [
                                                "string",
                                                "null",
                                              ],
                                            },
                                            "id": Object {
                                              "type": "integer",
                                            },
                                            "parentId": Object {
                                              "type": Array [
                                                "integer",
                                                "null",
                                              ],
                                            },
                                          },
                                          "type": "object",
                                        },
                                        "type": "array",
                                      },
                                      "data": Object {
                                        "type": Array [
                                          "string",
                                          "null",
                                        ],
                                      },
                                      "id": Object {
                                        "type": "integer",
                                      },
                                      "parentId": Object {
                                        "type": Array [
                                          "integer",
                                          "null",
                                        ],
                                      },
                                    },
                                    "type": "object",
                                  },
                                  "type": "array",
                                },
                                "data": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "parentId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "data": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "parentId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "data": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "parentId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "children": Object {
                      "items": Object {
                        "properties": Object {
                          "children": Object {
                            "items": Object {
                              "properties": Object {
                                "children": Object {
                                  "items": Object {
                                    "properties": Object {
                                      "children": Object {
                                        "items": Object {
                                          "properties": Object {
                                            "children": Object {
                                              "items": Object {
                                                "properties": Object {
                                                  "children": Object {
                                                    "items": Object {
                                                      "properties": Object {
                                                        "children": Object {
                                                          "items": Object {
                                                            "properties": Object {
                                                              "children": Object {
                                                                "items": Object {
                                                                  "properties": Object {
                                                                    "children": Object {
                                                                      "items": Object {
                                                                        "properties": Object {
                                                                          "children": Object {
                                                                            "items": Object {
                                                                              "properties": Object {
                                                                                "data": Object {
                                                                                  "type": Array [
                                                                                    "string",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                                "id": Object {
                                                                                  "type": "integer",
                                                                                },
                                                                                "parentId": Object {
                                                                                  "type": Array [
                                                                                    "integer",
                                                                                    "null",
                                                                                  ],
                                                                                },
                                                                              },
                                                                              "type": "object",
                                                                            },
                                                                            "type": "array",
                                                                          },
                                                                          "data": Object {
                                                                            "type": Array [
                                                                              "string",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                          "id": Object {
                                                                            "type": "integer",
                                                                          },
                                                                          "parentId": Object {
                                                                            "type": Array [
                                                                              "integer",
                                                                              "null",
                                                                            ],
                                                                          },
                                                                        },
                                                                        "type": "object",
                                                                      },
                                                                      "type": "array",
                                                                    },
                                                                    "data": Object {
                                                                      "type": Array [
                                                                        "string",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                    "id": Object {
                                                                      "type": "integer",
                                                                    },
                                                                    "parentId": Object {
                                                                      "type": Array [
                                                                        "integer",
                                                                        "null",
                                                                      ],
                                                                    },
                                                                  },
                                                                  "type": "object",
                                                                },
                                                                "type": "array",
                                                              },
                                                              "data": Object {
                                                                "type": Array [
                                                                  "string",
                                                                  "null",
                                                                ],
                                                              },
                                                              "id": Object {
                                                                "type": "integer",
                                                              },
                                                              "parentId": Object {
                                                                "type": Array [
                                                                  "integer",
                                                                  "null",
                                                                ],
                                                              },
                                                            },
                                                            "type": "object",
                                                          },
                                                          "type": "array",
                                                        },
                                                        "data": Object {
                                                          "type": Array [
                                                            "string",
                                                            "null",
                                                          ],
                                                        },
                                                        "id": Object {
                                                          "type": "integer",
                                                        },
                                                        "parentId": Object {
                                                          "type": Array [
                                                            "integer",
                                                            "null",
                                                          ],
                                                        },
                                                      },
                                                      "type": "object",
                                                    },
                                                    "type": "array",
                                                  },
                                                  "data": Object {
                                                    "type": Array [
                                                      "string",
                                                      "null",
                                                    ],
                                                  },
                                                  "id": Object {
                                                    "type": "integer",
                                                  },
                                                  "parentId": Object {
                                                    "type": Array [
                                                      "integer",
                                                      "null",
                                                    ],
                                                  },
                                                },
                                                "type": "object",
                                              },
                                              "type": "array",
                                            },
                                            "data": Object {
                                              "type": Array [
                                                "string",
                                                "null",
                                              ],
                                            },
                                            "id": Object {
                                              "type": "integer",
                                            },
                                            "parentId": Object {
                                              "type": Array [
                                                "integer",
                                                "null",
                                              ],
                                            },
                                          },
                                          "type": "object",
                                        },
                                        "type": "array",
                                      },
                                      "data": Object {
                                        "type": Array [
                                          "string",
                                          "null",
                                        ],
                                      },
                                      "id": Object {
                                        "type": "integer",
                                      },
                                      "parentId": Object {
                                        "type": Array [
                                          "integer",
                                          "null",
                                        ],
                                      },
                                    },
                                    "type": "object",
                                  },
                                  "type": "array",
                                },
                                "data": Object {
                                  "type": Array [
                                    "string",
                                    "null",
                                  ],
                                },
                                "id": Object {
                                  "type": "integer",
                                },
                                "parentId": Object {
                                  "type": Array [
                                    "integer",
                                    "null",
                                  ],
                                },
                              },
                              "type": "object",
                            },
                            "type": "array",
                          },
                          "data": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "parentId": Object {
                            "type": Array [
                              "integer",
                              "null",
                            ],
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                    "data": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "parentId": Object {
                      "type": Array [
                        "integer",
                        "null",
                      ],
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "Node",
        ],
      },
    },
    "/users": Object {
      "get": Object {
        "parameters": Array [
          Object {
            "description": "id=value, or id[op]=value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username=value, or username[op]=value",
            "in": "query",
            "name": "username",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email=value, or email[op]=value",
            "in": "query",
            "name": "email",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff=value, or isStaff[op]=value",
            "in": "query",
            "name": "isStaff",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive=value, or isActive[op]=value",
            "in": "query",
            "name": "isActive",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent=value, or isAccountCurrent[op]=value",
            "in": "query",
            "name": "isAccountCurrent",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined=value, or dateJoined[op]=value",
            "in": "query",
            "name": "dateJoined",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin=value, or lastLogin[op]=value",
            "in": "query",
            "name": "lastLogin",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Columns, - for descending; a path of single relationships too: author.lastName,-id",
            "in": "query",
            "name": "orderBy",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not",
            "in": "query",
            "name": "where",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "query",
            "name": "maxPageSize",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "offset",
            "required": false,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "type": "boolean",
            },
          },
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Keyset paging: empty for the first page, then the token of the Link rel=\\"next\\"",
            "in": "query",
            "name": "cursor",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "User": Object {
                      "items": Object {
                        "properties": Object {
                          "dateJoined": Object {
                            "type": "string",
                          },
                          "email": Object {
                            "type": "string",
                          },
                          "id": Object {
                            "type": "integer",
                          },
                          "isAccountCurrent": Object {
                            "type": "boolean",
                          },
                          "isActive": Object {
                            "type": "boolean",
                          },
                          "isStaff": Object {
                            "type": "boolean",
                          },
                          "lastLogin": Object {
                            "type": Array [
                              "string",
                              "null",
                            ],
                          },
                          "password": Object {
                            "type": "null",
                          },
                          "username": Object {
                            "type": "string",
                          },
                        },
                        "type": "object",
                      },
                      "type": "array",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "User",
        ],
      },
      "post": Object {
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "dateJoined": Object {
                    "format": "date",
                    "type": "string",
                  },
                  "email": Object {
                    "maxLength": 80,
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "isAccountCurrent": Object {
                    "type": "boolean",
                  },
                  "isActive": Object {
                    "type": "boolean",
                  },
                  "isStaff": Object {
                    "type": "boolean",
                  },
                  "lastLogin": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "password": Object {
                    "maxLength": 80,
                    "type": "string",
                    "writeOnly": true,
                  },
                  "username": Object {
                    "maxLength": 80,
                    "type": "string",
                  },
                },
                "required": Array [
                  "username",
                  "password",
                  "email",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "dateJoined": Object {
                      "type": "string",
                    },
                    "email": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isAccountCurrent": Object {
                      "type": "boolean",
                    },
                    "isActive": Object {
                      "type": "boolean",
                    },
                    "isStaff": Object {
                      "type": "boolean",
                    },
                    "lastLogin": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "password": Object {
                      "type": "null",
                    },
                    "username": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "User",
        ],
      },
    },
    "/users/{id}": Object {
      "delete": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "204": Object {
            "description": "Deleted",
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "User",
        ],
      },
      "get": Object {
        "parameters": Array [
          Object {
            "description": "Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)",
            "in": "query",
            "name": "fields",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 304 when one names the current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "dateJoined": Object {
                      "type": "string",
                    },
                    "email": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isAccountCurrent": Object {
                      "type": "boolean",
                    },
                    "isActive": Object {
                      "type": "boolean",
                    },
                    "isStaff": Object {
                      "type": "boolean",
                    },
                    "lastLogin": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "password": Object {
                      "type": "null",
                    },
                    "username": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "304": Object {
            "description": "Not modified: If-None-Match names the current tag",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "User",
        ],
      },
      "patch": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "dateJoined": Object {
                    "format": "date",
                    "type": "string",
                  },
                  "email": Object {
                    "maxLength": 80,
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "isAccountCurrent": Object {
                    "type": "boolean",
                  },
                  "isActive": Object {
                    "type": "boolean",
                  },
                  "isStaff": Object {
                    "type": "boolean",
                  },
                  "lastLogin": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "password": Object {
                    "maxLength": 80,
                    "type": "string",
                    "writeOnly": true,
                  },
                  "username": Object {
                    "maxLength": 80,
                    "type": "string",
                  },
                },
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "dateJoined": Object {
                      "type": "string",
                    },
                    "email": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isAccountCurrent": Object {
                      "type": "boolean",
                    },
                    "isActive": Object {
                      "type": "boolean",
                    },
                    "isStaff": Object {
                      "type": "boolean",
                    },
                    "lastLogin": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "password": Object {
                      "type": "null",
                    },
                    "username": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "User",
        ],
      },
      "put": Object {
        "parameters": Array [
          Object {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: the write happens only when one is the record's current tag (strong comparison), else 412",
            "in": "header",
            "name": "if-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "properties": Object {
                  "dateJoined": Object {
                    "format": "date",
                    "type": "string",
                  },
                  "email": Object {
                    "maxLength": 80,
                    "type": "string",
                  },
                  "id": Object {
                    "maximum": 2147483647,
                    "minimum": -2147483648,
                    "type": "integer",
                  },
                  "isAccountCurrent": Object {
                    "type": "boolean",
                  },
                  "isActive": Object {
                    "type": "boolean",
                  },
                  "isStaff": Object {
                    "type": "boolean",
                  },
                  "lastLogin": Object {
                    "type": Array [
                      "string",
                      "null",
                    ],
                  },
                  "password": Object {
                    "maxLength": 80,
                    "type": "string",
                    "writeOnly": true,
                  },
                  "username": Object {
                    "maxLength": 80,
                    "type": "string",
                  },
                },
                "required": Array [
                  "username",
                  "password",
                  "email",
                ],
                "type": "object",
              },
            },
          },
          "required": true,
        },
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "dateJoined": Object {
                      "type": "string",
                    },
                    "email": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isAccountCurrent": Object {
                      "type": "boolean",
                    },
                    "isActive": Object {
                      "type": "boolean",
                    },
                    "isStaff": Object {
                      "type": "boolean",
                    },
                    "lastLogin": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "password": Object {
                      "type": "null",
                    },
                    "username": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "201": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "properties": Object {
                    "dateJoined": Object {
                      "type": "string",
                    },
                    "email": Object {
                      "type": "string",
                    },
                    "id": Object {
                      "type": "integer",
                    },
                    "isAccountCurrent": Object {
                      "type": "boolean",
                    },
                    "isActive": Object {
                      "type": "boolean",
                    },
                    "isStaff": Object {
                      "type": "boolean",
                    },
                    "lastLogin": Object {
                      "type": Array [
                        "string",
                        "null",
                      ],
                    },
                    "password": Object {
                      "type": "null",
                    },
                    "username": Object {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
              },
            },
            "description": "Default Response",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
          "400": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "404": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "409": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "412": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
          "415": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
              "application/problem+json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrProblem",
                },
              },
            },
            "description": "Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json",
          },
        },
        "tags": Array [
          "User",
        ],
      },
    },
  },
}
`
