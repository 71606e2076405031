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
      "Author": Object {
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
              "required": Array [
                "id",
                "isbn",
                "title",
                "pubYear",
                "authorId",
              ],
              "type": "object",
            },
            "readOnly": true,
            "type": "array",
          },
          "firstName": Object {
            "type": "string",
          },
          "fullName": Object {
            "readOnly": true,
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
        "required": Array [
          "id",
          "firstName",
          "lastName",
          "fullName",
          "books",
        ],
        "title": "Author",
        "type": "object",
      },
      "AuthorCreate": Object {
        "additionalProperties": false,
        "properties": Object {
          "books": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "firstName": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 50,
            "type": "string",
          },
          "fullName": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "lastName": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 50,
            "type": "string",
          },
        },
        "required": Array [
          "firstName",
          "lastName",
        ],
        "title": "AuthorCreate",
        "type": "object",
      },
      "AuthorFields": Object {
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
            "readOnly": true,
            "type": "array",
          },
          "firstName": Object {
            "type": "string",
          },
          "fullName": Object {
            "readOnly": true,
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
        "title": "AuthorFields",
        "type": "object",
      },
      "AuthorPage": Object {
        "properties": Object {
          "Author": Object {
            "items": Object {
              "$ref": "#/components/schemas/Author",
            },
            "type": "array",
          },
        },
        "required": Array [
          "Author",
        ],
        "title": "AuthorPage",
        "type": "object",
      },
      "AuthorPageFields": Object {
        "properties": Object {
          "Author": Object {
            "items": Object {
              "$ref": "#/components/schemas/AuthorFields",
            },
            "type": "array",
          },
        },
        "title": "AuthorPageFields",
        "type": "object",
      },
      "AuthorReplace": Object {
        "additionalProperties": false,
        "properties": Object {
          "books": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "firstName": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 50,
            "type": "string",
          },
          "fullName": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "lastName": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 50,
            "type": "string",
          },
        },
        "required": Array [
          "firstName",
          "lastName",
        ],
        "title": "AuthorReplace",
        "type": "object",
      },
      "AuthorUpdate": Object {
        "additionalProperties": false,
        "properties": Object {
          "books": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "firstName": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 50,
            "type": "string",
          },
          "fullName": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "lastName": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 50,
            "type": "string",
          },
        },
        "title": "AuthorUpdate",
        "type": "object",
      },
      "AuthorWritten": Object {
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
              "required": Array [
                "id",
                "isbn",
                "title",
                "pubYear",
                "authorId",
              ],
              "type": "object",
            },
            "readOnly": true,
            "type": "array",
          },
          "firstName": Object {
            "type": "string",
          },
          "fullName": Object {
            "readOnly": true,
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
        "required": Array [
          "id",
          "firstName",
          "lastName",
          "fullName",
        ],
        "title": "AuthorWritten",
        "type": "object",
      },
      "Book": Object {
        "properties": Object {
          "author": Object {
            "properties": Object {
              "firstName": Object {
                "type": "string",
              },
              "fullName": Object {
                "readOnly": true,
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
            "readOnly": true,
            "required": Array [
              "id",
              "firstName",
              "lastName",
              "fullName",
            ],
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
        "required": Array [
          "id",
          "isbn",
          "title",
          "pubYear",
          "authorId",
          "author",
        ],
        "title": "Book",
        "type": "object",
      },
      "BookCreate": Object {
        "additionalProperties": false,
        "examples": Array [
          Object {
            "authorId": 1,
            "isbn": "example",
            "pubYear": 1,
            "title": "example",
          },
        ],
        "properties": Object {
          "author": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "authorId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "isbn": Object {
            "anyOf": Array [
              Object {
                "maxLength": 20,
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              "example",
            ],
          },
          "pubYear": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "title": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 100,
            "type": "string",
          },
        },
        "required": Array [
          "title",
          "pubYear",
          "authorId",
        ],
        "title": "BookCreate",
        "type": "object",
      },
      "BookFields": Object {
        "properties": Object {
          "author": Object {
            "properties": Object {
              "firstName": Object {
                "type": "string",
              },
              "fullName": Object {
                "readOnly": true,
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
            "readOnly": true,
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
        "title": "BookFields",
        "type": "object",
      },
      "BookPage": Object {
        "properties": Object {
          "Book": Object {
            "items": Object {
              "$ref": "#/components/schemas/Book",
            },
            "type": "array",
          },
        },
        "required": Array [
          "Book",
        ],
        "title": "BookPage",
        "type": "object",
      },
      "BookPageFields": Object {
        "properties": Object {
          "Book": Object {
            "items": Object {
              "$ref": "#/components/schemas/BookFields",
            },
            "type": "array",
          },
        },
        "title": "BookPageFields",
        "type": "object",
      },
      "BookReplace": Object {
        "additionalProperties": false,
        "properties": Object {
          "author": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "authorId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "isbn": Object {
            "anyOf": Array [
              Object {
                "maxLength": 20,
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              "example",
            ],
          },
          "pubYear": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "title": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 100,
            "type": "string",
          },
        },
        "required": Array [
          "title",
          "pubYear",
          "authorId",
        ],
        "title": "BookReplace",
        "type": "object",
      },
      "BookUpdate": Object {
        "additionalProperties": false,
        "properties": Object {
          "author": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "authorId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "isbn": Object {
            "anyOf": Array [
              Object {
                "maxLength": 20,
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              "example",
            ],
          },
          "pubYear": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "title": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 100,
            "type": "string",
          },
        },
        "title": "BookUpdate",
        "type": "object",
      },
      "BookWritten": Object {
        "properties": Object {
          "author": Object {
            "properties": Object {
              "firstName": Object {
                "type": "string",
              },
              "fullName": Object {
                "readOnly": true,
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
            "readOnly": true,
            "required": Array [
              "id",
              "firstName",
              "lastName",
              "fullName",
            ],
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
        "required": Array [
          "id",
          "isbn",
          "title",
          "pubYear",
          "authorId",
        ],
        "title": "BookWritten",
        "type": "object",
      },
      "CollectionDebug": Object {
        "properties": Object {
          "classDefaults": Object {
            "type": "object",
          },
          "convertedData": Object {
            "type": "object",
          },
          "originalData": Object {
            "type": "object",
          },
          "pageConfigs": Object {
            "type": "object",
          },
          "query": Object {
            "description": "The SQL text of the statement the page would run, its single relationships joined",
            "type": "string",
          },
        },
        "required": Array [
          "classDefaults",
          "originalData",
          "convertedData",
          "pageConfigs",
          "query",
        ],
        "title": "CollectionDebug",
        "type": "object",
      },
      "FmrMessage": Object {
        "properties": Object {
          "message": Object {
            "description": "A text; for validation failures, the list of problems",
          },
        },
        "required": Array [
          "message",
        ],
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
      "Job": Object {
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
        "required": Array [
          "id",
          "startedAt",
          "statusId",
        ],
        "title": "Job",
        "type": "object",
      },
      "Job2": Object {
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
            "readOnly": true,
            "required": Array [
              "id",
              "ownerId",
              "description",
              "orderedAt",
              "statusId",
            ],
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
        "required": Array [
          "id",
          "ownerId",
          "orderId",
          "startedAt",
          "finishedAt",
          "statusId",
          "order",
        ],
        "title": "Job",
        "type": "object",
      },
      "JobCreate": Object {
        "additionalProperties": false,
        "properties": Object {
          "finishedAt": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "id": Object {
            "description": "Job ids are chosen by the server: only null (no id) is taken",
            "type": "null",
          },
          "order": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "orderId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "ownerId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "startedAt": Object {
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
            "type": "string",
          },
          "statusId": Object {
            "anyOf": Array [
              Object {
                "maximum": 32767,
                "minimum": -32768,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "required": Array [
          "ownerId",
          "orderId",
        ],
        "title": "JobCreate",
        "type": "object",
      },
      "JobFields": Object {
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
            "readOnly": true,
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
        "title": "JobFields",
        "type": "object",
      },
      "JobPage": Object {
        "properties": Object {
          "Job": Object {
            "items": Object {
              "$ref": "#/components/schemas/Job2",
            },
            "type": "array",
          },
        },
        "required": Array [
          "Job",
        ],
        "title": "JobPage",
        "type": "object",
      },
      "JobPageFields": Object {
        "properties": Object {
          "Job": Object {
            "items": Object {
              "$ref": "#/components/schemas/JobFields",
            },
            "type": "array",
          },
        },
        "title": "JobPageFields",
        "type": "object",
      },
      "JobReplace": Object {
        "additionalProperties": false,
        "properties": Object {
          "finishedAt": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "order": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "orderId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "ownerId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "startedAt": Object {
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
            "type": "string",
          },
          "statusId": Object {
            "anyOf": Array [
              Object {
                "maximum": 32767,
                "minimum": -32768,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "required": Array [
          "ownerId",
          "orderId",
        ],
        "title": "JobReplace",
        "type": "object",
      },
      "JobUpdate": Object {
        "additionalProperties": false,
        "properties": Object {
          "finishedAt": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "order": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "orderId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "ownerId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "startedAt": Object {
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
            "type": "string",
          },
          "statusId": Object {
            "anyOf": Array [
              Object {
                "maximum": 32767,
                "minimum": -32768,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "title": "JobUpdate",
        "type": "object",
      },
      "JobWritten": Object {
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
            "readOnly": true,
            "required": Array [
              "id",
              "ownerId",
              "description",
              "orderedAt",
              "statusId",
            ],
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
        "required": Array [
          "id",
          "ownerId",
          "orderId",
          "startedAt",
          "finishedAt",
          "statusId",
        ],
        "title": "JobWritten",
        "type": "object",
      },
      "Node": Object {
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
                                                                    "required": Array [
                                                                      "id",
                                                                      "parentId",
                                                                      "data",
                                                                    ],
                                                                    "type": "object",
                                                                  },
                                                                  "readOnly": true,
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
                                                              "required": Array [
                                                                "id",
                                                                "parentId",
                                                                "data",
                                                                "children",
                                                              ],
                                                              "type": "object",
                                                            },
                                                            "readOnly": true,
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
                                                        "required": Array [
                                                          "id",
                                                          "parentId",
                                                          "data",
                                                          "children",
                                                        ],
                                                        "type": "object",
                                                      },
                                                      "readOnly": true,
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
                                                  "required": Array [
                                                    "id",
                                                    "parentId",
                                                    "data",
                                                    "children",
                                                  ],
                                                  "type": "object",
                                                },
                                                "readOnly": true,
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
                                            "required": Array [
                                              "id",
                                              "parentId",
                                              "data",
                                              "children",
                                            ],
                                            "type": "object",
                                          },
                                          "readOnly": true,
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
                                      "required": Array [
                                        "id",
                                        "parentId",
                                        "data",
                                        "children",
                                      ],
                                      "type": "object",
                                    },
                                    "readOnly": true,
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
                                "required": Array [
                                  "id",
                                  "parentId",
                                  "data",
                                  "children",
                                ],
                                "type": "object",
                              },
                              "readOnly": true,
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
                          "required": Array [
                            "id",
                            "parentId",
                            "data",
                            "children",
                          ],
                          "type": "object",
                        },
                        "readOnly": true,
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
                    "required": Array [
                      "id",
                      "parentId",
                      "data",
                      "children",
                    ],
                    "type": "object",
                  },
                  "readOnly": true,
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
              "required": Array [
                "id",
                "parentId",
                "data",
                "children",
              ],
              "type": "object",
            },
            "readOnly": true,
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
        "required": Array [
          "id",
          "parentId",
          "data",
          "children",
        ],
        "title": "Node",
        "type": "object",
      },
      "NodeCreate": Object {
        "additionalProperties": false,
        "properties": Object {
          "children": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "data": Object {
            "anyOf": Array [
              Object {
                "maxLength": 50,
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              "example",
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "parentId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "title": "NodeCreate",
        "type": "object",
      },
      "NodeFields": Object {
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
                                                                  "readOnly": true,
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
                                                            "readOnly": true,
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
                                                      "readOnly": true,
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
                                                "readOnly": true,
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
                                          "readOnly": true,
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
                                    "readOnly": true,
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
                              "readOnly": true,
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
                        "readOnly": true,
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
                  "readOnly": true,
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
            "readOnly": true,
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
        "title": "NodeFields",
        "type": "object",
      },
      "NodePage": Object {
        "properties": Object {
          "Node": Object {
            "items": Object {
              "$ref": "#/components/schemas/Node",
            },
            "type": "array",
          },
        },
        "required": Array [
          "Node",
        ],
        "title": "NodePage",
        "type": "object",
      },
      "NodePageFields": Object {
        "properties": Object {
          "Node": Object {
            "items": Object {
              "$ref": "#/components/schemas/NodeFields",
            },
            "type": "array",
          },
        },
        "title": "NodePageFields",
        "type": "object",
      },
      "NodeReplace": Object {
        "additionalProperties": false,
        "properties": Object {
          "children": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "data": Object {
            "anyOf": Array [
              Object {
                "maxLength": 50,
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              "example",
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "parentId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "title": "NodeReplace",
        "type": "object",
      },
      "NodeUpdate": Object {
        "additionalProperties": false,
        "properties": Object {
          "children": Object {
            "description": "Output only: ignored when sent",
            "readOnly": true,
          },
          "data": Object {
            "anyOf": Array [
              Object {
                "maxLength": 50,
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              "example",
            ],
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "parentId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "title": "NodeUpdate",
        "type": "object",
      },
      "NodeWritten": Object {
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
                                                                    "required": Array [
                                                                      "id",
                                                                      "parentId",
                                                                      "data",
                                                                    ],
                                                                    "type": "object",
                                                                  },
                                                                  "readOnly": true,
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
                                                              "required": Array [
                                                                "id",
                                                                "parentId",
                                                                "data",
                                                                "children",
                                                              ],
                                                              "type": "object",
                                                            },
                                                            "readOnly": true,
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
                                                        "required": Array [
                                                          "id",
                                                          "parentId",
                                                          "data",
                                                          "children",
                                                        ],
                                                        "type": "object",
                                                      },
                                                      "readOnly": true,
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
                                                  "required": Array [
                                                    "id",
                                                    "parentId",
                                                    "data",
                                                    "children",
                                                  ],
                                                  "type": "object",
                                                },
                                                "readOnly": true,
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
                                            "required": Array [
                                              "id",
                                              "parentId",
                                              "data",
                                              "children",
                                            ],
                                            "type": "object",
                                          },
                                          "readOnly": true,
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
                                      "required": Array [
                                        "id",
                                        "parentId",
                                        "data",
                                        "children",
                                      ],
                                      "type": "object",
                                    },
                                    "readOnly": true,
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
                                "required": Array [
                                  "id",
                                  "parentId",
                                  "data",
                                  "children",
                                ],
                                "type": "object",
                              },
                              "readOnly": true,
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
                          "required": Array [
                            "id",
                            "parentId",
                            "data",
                            "children",
                          ],
                          "type": "object",
                        },
                        "readOnly": true,
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
                    "required": Array [
                      "id",
                      "parentId",
                      "data",
                      "children",
                    ],
                    "type": "object",
                  },
                  "readOnly": true,
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
              "required": Array [
                "id",
                "parentId",
                "data",
                "children",
              ],
              "type": "object",
            },
            "readOnly": true,
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
        "required": Array [
          "id",
          "parentId",
          "data",
        ],
        "title": "NodeWritten",
        "type": "object",
      },
      "Order": Object {
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
              "required": Array [
                "id",
                "ownerId",
                "orderId",
                "startedAt",
                "finishedAt",
                "statusId",
              ],
              "type": "object",
            },
            "readOnly": true,
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
        "required": Array [
          "id",
          "ownerId",
          "description",
          "orderedAt",
          "statusId",
          "jobs",
        ],
        "title": "Order",
        "type": "object",
      },
      "OrderCreate": Object {
        "additionalProperties": false,
        "properties": Object {
          "description": Object {
            "examples": Array [
              "example",
            ],
            "type": "string",
          },
          "id": Object {
            "description": "Order ids are chosen by the server: only null (no id) is taken",
            "type": "null",
          },
          "jobs": Object {
            "description": "Job records created with this Order",
            "items": Object {
              "additionalProperties": false,
              "properties": Object {
                "finishedAt": Object {
                  "anyOf": Array [
                    Object {
                      "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                      "type": "string",
                    },
                    Object {
                      "type": "null",
                    },
                  ],
                  "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                  "examples": Array [
                    "2024-01-31 12:00:00",
                  ],
                },
                "id": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 2147483647,
                      "minimum": -2147483648,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
                "order": Object {
                  "description": "Output only: ignored when sent",
                  "readOnly": true,
                },
                "orderId": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 2147483647,
                      "minimum": -2147483648,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
                "ownerId": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 2147483647,
                      "minimum": -2147483648,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
                "startedAt": Object {
                  "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                  "examples": Array [
                    "2024-01-31 12:00:00",
                  ],
                  "type": "string",
                },
                "statusId": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 32767,
                      "minimum": -32768,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                    Object {
                      "type": "null",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
              },
              "type": "object",
            },
            "maxItems": 100,
            "type": "array",
          },
          "orderedAt": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "ownerId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "statusId": Object {
            "anyOf": Array [
              Object {
                "maximum": 32767,
                "minimum": -32768,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "required": Array [
          "ownerId",
          "description",
        ],
        "title": "OrderCreate",
        "type": "object",
      },
      "OrderFields": Object {
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
            "readOnly": true,
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
        "title": "OrderFields",
        "type": "object",
      },
      "OrderPage": Object {
        "properties": Object {
          "Order": Object {
            "items": Object {
              "$ref": "#/components/schemas/Order",
            },
            "type": "array",
          },
        },
        "required": Array [
          "Order",
        ],
        "title": "OrderPage",
        "type": "object",
      },
      "OrderPageFields": Object {
        "properties": Object {
          "Order": Object {
            "items": Object {
              "$ref": "#/components/schemas/OrderFields",
            },
            "type": "array",
          },
        },
        "title": "OrderPageFields",
        "type": "object",
      },
      "OrderReplace": Object {
        "additionalProperties": false,
        "properties": Object {
          "description": Object {
            "examples": Array [
              "example",
            ],
            "type": "string",
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "jobs": Object {
            "description": "The whole set of this Order's Job records: an id changes that record, none creates one, the records left out are deleted. Refused (409) while this Order has more than 100 (a read never shows them all)",
            "items": Object {
              "additionalProperties": false,
              "properties": Object {
                "finishedAt": Object {
                  "anyOf": Array [
                    Object {
                      "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                      "type": "string",
                    },
                    Object {
                      "type": "null",
                    },
                  ],
                  "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                  "examples": Array [
                    "2024-01-31 12:00:00",
                  ],
                },
                "id": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 2147483647,
                      "minimum": -2147483648,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
                "order": Object {
                  "description": "Output only: ignored when sent",
                  "readOnly": true,
                },
                "orderId": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 2147483647,
                      "minimum": -2147483648,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
                "ownerId": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 2147483647,
                      "minimum": -2147483648,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
                "startedAt": Object {
                  "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                  "examples": Array [
                    "2024-01-31 12:00:00",
                  ],
                  "type": "string",
                },
                "statusId": Object {
                  "anyOf": Array [
                    Object {
                      "maximum": 32767,
                      "minimum": -32768,
                      "type": "integer",
                    },
                    Object {
                      "pattern": "^-?\\\\d+$",
                      "type": "string",
                    },
                    Object {
                      "type": "null",
                    },
                  ],
                  "examples": Array [
                    1,
                  ],
                },
              },
              "type": "object",
            },
            "maxItems": 100,
            "type": "array",
          },
          "orderedAt": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "ownerId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "statusId": Object {
            "anyOf": Array [
              Object {
                "maximum": 32767,
                "minimum": -32768,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "required": Array [
          "ownerId",
          "description",
        ],
        "title": "OrderReplace",
        "type": "object",
      },
      "OrderUpdate": Object {
        "additionalProperties": false,
        "properties": Object {
          "description": Object {
            "examples": Array [
              "example",
            ],
            "type": "string",
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "jobs": Object {
            "anyOf": Array [
              Object {
                "description": "The whole set of this Order's Job records: an id changes that record, none creates one, the records left out are deleted. Refused (409) while this Order has more than 100 (a read never shows them all): send the change form",
                "items": Object {
                  "additionalProperties": false,
                  "anyOf": Array [
                    Object {
                      "required": Array [
                        "id",
                      ],
                      "type": "object",
                    },
                    Object {
                      "type": "object",
                    },
                  ],
                  "properties": Object {
                    "finishedAt": Object {
                      "anyOf": Array [
                        Object {
                          "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                          "type": "string",
                        },
                        Object {
                          "type": "null",
                        },
                      ],
                      "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                      "examples": Array [
                        "2024-01-31 12:00:00",
                      ],
                    },
                    "id": Object {
                      "anyOf": Array [
                        Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        Object {
                          "pattern": "^-?\\\\d+$",
                          "type": "string",
                        },
                      ],
                      "examples": Array [
                        1,
                      ],
                    },
                    "order": Object {
                      "description": "Output only: ignored when sent",
                      "readOnly": true,
                    },
                    "orderId": Object {
                      "anyOf": Array [
                        Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        Object {
                          "pattern": "^-?\\\\d+$",
                          "type": "string",
                        },
                      ],
                      "examples": Array [
                        1,
                      ],
                    },
                    "ownerId": Object {
                      "anyOf": Array [
                        Object {
                          "maximum": 2147483647,
                          "minimum": -2147483648,
                          "type": "integer",
                        },
                        Object {
                          "pattern": "^-?\\\\d+$",
                          "type": "string",
                        },
                      ],
                      "examples": Array [
                        1,
                      ],
                    },
                    "startedAt": Object {
                      "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                      "examples": Array [
                        "2024-01-31 12:00:00",
                      ],
                      "type": "string",
                    },
                    "statusId": Object {
                      "anyOf": Array [
                        Object {
                          "maximum": 32767,
                          "minimum": -32768,
                          "type": "integer",
                        },
                        Object {
                          "pattern": "^-?\\\\d+$",
                          "type": "string",
                        },
                        Object {
                          "type": "null",
                        },
                      ],
                      "examples": Array [
                        1,
                      ],
                    },
                  },
                  "type": "object",
                },
                "maxItems": 100,
                "type": "array",
              },
              Object {
                "additionalProperties": false,
                "description": "Changes some of this Order's Job records; the others stay",
                "properties": Object {
                  "add": Object {
                    "description": "Records to write: an id changes that record (one of this Order's), none creates one",
                    "items": Object {
                      "additionalProperties": false,
                      "anyOf": Array [
                        Object {
                          "required": Array [
                            "id",
                          ],
                          "type": "object",
                        },
                        Object {
                          "type": "object",
                        },
                      ],
                      "properties": Object {
                        "finishedAt": Object {
                          "anyOf": Array [
                            Object {
                              "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                              "type": "string",
                            },
                            Object {
                              "type": "null",
                            },
                          ],
                          "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                          "examples": Array [
                            "2024-01-31 12:00:00",
                          ],
                        },
                        "id": Object {
                          "anyOf": Array [
                            Object {
                              "maximum": 2147483647,
                              "minimum": -2147483648,
                              "type": "integer",
                            },
                            Object {
                              "pattern": "^-?\\\\d+$",
                              "type": "string",
                            },
                          ],
                          "examples": Array [
                            1,
                          ],
                        },
                        "order": Object {
                          "description": "Output only: ignored when sent",
                          "readOnly": true,
                        },
                        "orderId": Object {
                          "anyOf": Array [
                            Object {
                              "maximum": 2147483647,
                              "minimum": -2147483648,
                              "type": "integer",
                            },
                            Object {
                              "pattern": "^-?\\\\d+$",
                              "type": "string",
                            },
                          ],
                          "examples": Array [
                            1,
                          ],
                        },
                        "ownerId": Object {
                          "anyOf": Array [
                            Object {
                              "maximum": 2147483647,
                              "minimum": -2147483648,
                              "type": "integer",
                            },
                            Object {
                              "pattern": "^-?\\\\d+$",
                              "type": "string",
                            },
                          ],
                          "examples": Array [
                            1,
                          ],
                        },
                        "startedAt": Object {
                          "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                          "examples": Array [
                            "2024-01-31 12:00:00",
                          ],
                          "type": "string",
                        },
                        "statusId": Object {
                          "anyOf": Array [
                            Object {
                              "maximum": 32767,
                              "minimum": -32768,
                              "type": "integer",
                            },
                            Object {
                              "pattern": "^-?\\\\d+$",
                              "type": "string",
                            },
                            Object {
                              "type": "null",
                            },
                          ],
                          "examples": Array [
                            1,
                          ],
                        },
                      },
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                  "remove": Object {
                    "description": "Records of this Order to remove, each by its id: deleted",
                    "items": Object {
                      "additionalProperties": false,
                      "properties": Object {
                        "id": Object {
                          "anyOf": Array [
                            Object {
                              "maximum": 2147483647,
                              "minimum": -2147483648,
                              "type": "integer",
                            },
                            Object {
                              "pattern": "^-?\\\\d+$",
                              "type": "string",
                            },
                          ],
                          "examples": Array [
                            1,
                          ],
                        },
                      },
                      "required": Array [
                        "id",
                      ],
                      "type": "object",
                    },
                    "maxItems": 100,
                    "type": "array",
                  },
                },
                "type": "object",
              },
            ],
          },
          "orderedAt": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "ownerId": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "statusId": Object {
            "anyOf": Array [
              Object {
                "maximum": 32767,
                "minimum": -32768,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "examples": Array [
              1,
            ],
          },
        },
        "title": "OrderUpdate",
        "type": "object",
      },
      "OrderWritten": Object {
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
              "required": Array [
                "id",
                "ownerId",
                "orderId",
                "startedAt",
                "finishedAt",
                "statusId",
              ],
              "type": "object",
            },
            "readOnly": true,
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
        "required": Array [
          "id",
          "ownerId",
          "description",
          "orderedAt",
          "statusId",
        ],
        "title": "OrderWritten",
        "type": "object",
      },
      "User": Object {
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
            "description": "Write-only: never in answers",
            "type": "null",
          },
          "username": Object {
            "type": "string",
          },
        },
        "required": Array [
          "id",
          "username",
          "email",
          "isStaff",
          "isActive",
          "isAccountCurrent",
          "dateJoined",
          "lastLogin",
        ],
        "title": "User",
        "type": "object",
      },
      "UserCreate": Object {
        "additionalProperties": false,
        "properties": Object {
          "dateJoined": Object {
            "examples": Array [
              "2024-01-31",
            ],
            "format": "date",
            "type": "string",
          },
          "email": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "isAccountCurrent": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "isActive": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "isStaff": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "lastLogin": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "password": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
            "writeOnly": true,
          },
          "username": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
          },
        },
        "required": Array [
          "username",
          "password",
          "email",
        ],
        "title": "UserCreate",
        "type": "object",
      },
      "UserFields": Object {
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
            "description": "Write-only: never in answers",
            "type": "null",
          },
          "username": Object {
            "type": "string",
          },
        },
        "title": "UserFields",
        "type": "object",
      },
      "UserPage": Object {
        "properties": Object {
          "User": Object {
            "items": Object {
              "$ref": "#/components/schemas/User",
            },
            "type": "array",
          },
        },
        "required": Array [
          "User",
        ],
        "title": "UserPage",
        "type": "object",
      },
      "UserPageFields": Object {
        "properties": Object {
          "User": Object {
            "items": Object {
              "$ref": "#/components/schemas/UserFields",
            },
            "type": "array",
          },
        },
        "title": "UserPageFields",
        "type": "object",
      },
      "UserReplace": Object {
        "additionalProperties": false,
        "properties": Object {
          "dateJoined": Object {
            "examples": Array [
              "2024-01-31",
            ],
            "format": "date",
            "type": "string",
          },
          "email": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "isAccountCurrent": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "isActive": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "isStaff": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "lastLogin": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "password": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
            "writeOnly": true,
          },
          "username": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
          },
        },
        "required": Array [
          "username",
          "password",
          "email",
        ],
        "title": "UserReplace",
        "type": "object",
      },
      "UserUpdate": Object {
        "additionalProperties": false,
        "properties": Object {
          "dateJoined": Object {
            "examples": Array [
              "2024-01-31",
            ],
            "format": "date",
            "type": "string",
          },
          "email": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
          },
          "id": Object {
            "anyOf": Array [
              Object {
                "maximum": 2147483647,
                "minimum": -2147483648,
                "type": "integer",
              },
              Object {
                "pattern": "^-?\\\\d+$",
                "type": "string",
              },
            ],
            "examples": Array [
              1,
            ],
          },
          "isAccountCurrent": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "isActive": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "isStaff": Object {
            "examples": Array [
              false,
            ],
            "type": "boolean",
          },
          "lastLogin": Object {
            "anyOf": Array [
              Object {
                "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
                "type": "string",
              },
              Object {
                "type": "null",
              },
            ],
            "description": "YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); stored in whole seconds (a fraction is cut off)",
            "examples": Array [
              "2024-01-31 12:00:00",
            ],
          },
          "password": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
            "writeOnly": true,
          },
          "username": Object {
            "examples": Array [
              "example",
            ],
            "maxLength": 80,
            "type": "string",
          },
        },
        "title": "UserUpdate",
        "type": "object",
      },
    },
    "securitySchemes": Object {
      "UserHeader": Object {
        "description": "User:<user id> (the example scheme: not secure)",
        "in": "header",
        "name": "Authorization",
        "type": "apiKey",
      },
    },
  },
  "info": Object {
    "license": Object {
      "identifier": "MIT",
      "name": "MIT",
    },
    "title": "fastify-model-resources example",
    "version": "1.0.0",
  },
  "openapi": "3.1.0",
  "paths": Object {
    "/api/v2/batch": Object {
      "post": Object {
        "operationId": "postApiV2Batch",
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
                          "description": "GET, POST, PUT, PATCH or DELETE, in any case",
                          "examples": Array [
                            "POST",
                          ],
                          "pattern": "^(?:[Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee])$",
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
            "description": "The body is not valid JSON ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Error ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
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
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Error ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Runs operations in order in one transaction: all are written, or none",
        "tags": Array [
          "Batch",
        ],
      },
    },
    "/api/v2/jobs": Object {
      "get": Object {
        "operationId": "listJob",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose ownerId is this value",
            "in": "query",
            "name": "ownerId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId equals the value",
            "in": "query",
            "name": "ownerId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId differs from the value",
            "in": "query",
            "name": "ownerId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than the value",
            "in": "query",
            "name": "ownerId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than or equal to the value",
            "in": "query",
            "name": "ownerId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than the value",
            "in": "query",
            "name": "ownerId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than or equal to the value",
            "in": "query",
            "name": "ownerId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is one of the values, separated by commas",
            "in": "query",
            "name": "ownerId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is none of the values, separated by commas",
            "in": "query",
            "name": "ownerId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: ownerId is null; false: it is not",
            "in": "query",
            "name": "ownerId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose orderId is this value",
            "in": "query",
            "name": "orderId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId equals the value",
            "in": "query",
            "name": "orderId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId differs from the value",
            "in": "query",
            "name": "orderId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is greater than the value",
            "in": "query",
            "name": "orderId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is greater than or equal to the value",
            "in": "query",
            "name": "orderId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is less than the value",
            "in": "query",
            "name": "orderId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is less than or equal to the value",
            "in": "query",
            "name": "orderId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is one of the values, separated by commas",
            "in": "query",
            "name": "orderId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is none of the values, separated by commas",
            "in": "query",
            "name": "orderId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: orderId is null; false: it is not",
            "in": "query",
            "name": "orderId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose startedAt is this value",
            "in": "query",
            "name": "startedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt equals the value",
            "in": "query",
            "name": "startedAt[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt differs from the value",
            "in": "query",
            "name": "startedAt[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is greater than the value",
            "in": "query",
            "name": "startedAt[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is greater than or equal to the value",
            "in": "query",
            "name": "startedAt[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is less than the value",
            "in": "query",
            "name": "startedAt[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is less than or equal to the value",
            "in": "query",
            "name": "startedAt[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is one of the values, separated by commas",
            "in": "query",
            "name": "startedAt[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is none of the values, separated by commas",
            "in": "query",
            "name": "startedAt[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: startedAt is null; false: it is not",
            "in": "query",
            "name": "startedAt[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose finishedAt is this value",
            "in": "query",
            "name": "finishedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt equals the value",
            "in": "query",
            "name": "finishedAt[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt differs from the value",
            "in": "query",
            "name": "finishedAt[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is greater than the value",
            "in": "query",
            "name": "finishedAt[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is greater than or equal to the value",
            "in": "query",
            "name": "finishedAt[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is less than the value",
            "in": "query",
            "name": "finishedAt[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is less than or equal to the value",
            "in": "query",
            "name": "finishedAt[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is one of the values, separated by commas",
            "in": "query",
            "name": "finishedAt[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is none of the values, separated by commas",
            "in": "query",
            "name": "finishedAt[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: finishedAt is null; false: it is not",
            "in": "query",
            "name": "finishedAt[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose statusId is this value",
            "in": "query",
            "name": "statusId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId equals the value",
            "in": "query",
            "name": "statusId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId differs from the value",
            "in": "query",
            "name": "statusId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than the value",
            "in": "query",
            "name": "statusId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than or equal to the value",
            "in": "query",
            "name": "statusId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than the value",
            "in": "query",
            "name": "statusId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than or equal to the value",
            "in": "query",
            "name": "statusId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is one of the values, separated by commas",
            "in": "query",
            "name": "statusId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is none of the values, separated by commas",
            "in": "query",
            "name": "statusId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: statusId is null; false: it is not",
            "in": "query",
            "name": "statusId[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/JobPage",
                    },
                    Object {
                      "$ref": "#/components/schemas/JobPageFields",
                    },
                    Object {
                      "$ref": "#/components/schemas/CollectionDebug",
                    },
                  ],
                  "description": "A page of Job records; with fields=..., only the fields named",
                },
              },
            },
            "description": "A page of Job records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "List Job records (filters, order, fields, paging)",
        "tags": Array [
          "Job",
        ],
      },
      "head": Object {
        "operationId": "headListJob",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose ownerId is this value",
            "in": "query",
            "name": "ownerId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId equals the value",
            "in": "query",
            "name": "ownerId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId differs from the value",
            "in": "query",
            "name": "ownerId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than the value",
            "in": "query",
            "name": "ownerId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than or equal to the value",
            "in": "query",
            "name": "ownerId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than the value",
            "in": "query",
            "name": "ownerId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than or equal to the value",
            "in": "query",
            "name": "ownerId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is one of the values, separated by commas",
            "in": "query",
            "name": "ownerId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is none of the values, separated by commas",
            "in": "query",
            "name": "ownerId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: ownerId is null; false: it is not",
            "in": "query",
            "name": "ownerId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose orderId is this value",
            "in": "query",
            "name": "orderId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId equals the value",
            "in": "query",
            "name": "orderId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId differs from the value",
            "in": "query",
            "name": "orderId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is greater than the value",
            "in": "query",
            "name": "orderId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is greater than or equal to the value",
            "in": "query",
            "name": "orderId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is less than the value",
            "in": "query",
            "name": "orderId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is less than or equal to the value",
            "in": "query",
            "name": "orderId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is one of the values, separated by commas",
            "in": "query",
            "name": "orderId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderId is none of the values, separated by commas",
            "in": "query",
            "name": "orderId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: orderId is null; false: it is not",
            "in": "query",
            "name": "orderId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose startedAt is this value",
            "in": "query",
            "name": "startedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt equals the value",
            "in": "query",
            "name": "startedAt[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt differs from the value",
            "in": "query",
            "name": "startedAt[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is greater than the value",
            "in": "query",
            "name": "startedAt[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is greater than or equal to the value",
            "in": "query",
            "name": "startedAt[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is less than the value",
            "in": "query",
            "name": "startedAt[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is less than or equal to the value",
            "in": "query",
            "name": "startedAt[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is one of the values, separated by commas",
            "in": "query",
            "name": "startedAt[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "startedAt is none of the values, separated by commas",
            "in": "query",
            "name": "startedAt[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: startedAt is null; false: it is not",
            "in": "query",
            "name": "startedAt[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose finishedAt is this value",
            "in": "query",
            "name": "finishedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt equals the value",
            "in": "query",
            "name": "finishedAt[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt differs from the value",
            "in": "query",
            "name": "finishedAt[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is greater than the value",
            "in": "query",
            "name": "finishedAt[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is greater than or equal to the value",
            "in": "query",
            "name": "finishedAt[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is less than the value",
            "in": "query",
            "name": "finishedAt[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is less than or equal to the value",
            "in": "query",
            "name": "finishedAt[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is one of the values, separated by commas",
            "in": "query",
            "name": "finishedAt[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "finishedAt is none of the values, separated by commas",
            "in": "query",
            "name": "finishedAt[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: finishedAt is null; false: it is not",
            "in": "query",
            "name": "finishedAt[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose statusId is this value",
            "in": "query",
            "name": "statusId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId equals the value",
            "in": "query",
            "name": "statusId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId differs from the value",
            "in": "query",
            "name": "statusId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than the value",
            "in": "query",
            "name": "statusId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than or equal to the value",
            "in": "query",
            "name": "statusId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than the value",
            "in": "query",
            "name": "statusId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than or equal to the value",
            "in": "query",
            "name": "statusId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is one of the values, separated by commas",
            "in": "query",
            "name": "statusId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is none of the values, separated by commas",
            "in": "query",
            "name": "statusId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: statusId is null; false: it is not",
            "in": "query",
            "name": "statusId[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "A page of Job records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "412": Object {
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "List Job records (filters, order, fields, paging): the headers only",
        "tags": Array [
          "Job",
        ],
      },
      "post": Object {
        "operationId": "createJob",
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "finishedAt": "2024-01-31 12:00:00",
                "orderId": 1,
                "ownerId": 1,
                "startedAt": "2024-01-31 12:00:00",
                "statusId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/JobCreate",
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
                      "$ref": "#/components/schemas/Job2",
                    },
                    Object {
                      "$ref": "#/components/schemas/JobWritten",
                    },
                  ],
                  "description": "The created Job; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The created Job; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid, or names an id (ids are the server's) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Create a Job",
        "tags": Array [
          "Job",
        ],
      },
    },
    "/api/v2/jobs/{id}": Object {
      "delete": Object {
        "operationId": "deleteJob",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Other records refer to this one ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Delete a Job",
        "tags": Array [
          "Job",
        ],
      },
      "get": Object {
        "operationId": "getJob",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Job2",
                    },
                    Object {
                      "$ref": "#/components/schemas/JobFields",
                    },
                  ],
                  "description": "The Job; with fields=..., only the fields named",
                },
              },
            },
            "description": "The Job; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Read one Job",
        "tags": Array [
          "Job",
        ],
      },
      "head": Object {
        "operationId": "headGetJob",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "The Job; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "404": Object {
            "description": "No such record of the caller's: another user's record is not found either",
          },
          "412": Object {
            "description": "If-Match names no current tag of the record",
          },
          "414": Object {
            "description": "A path parameter is too long",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Read one Job: the headers only",
        "tags": Array [
          "Job",
        ],
      },
      "patch": Object {
        "operationId": "updateJob",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "finishedAt": "2024-01-31 12:00:00",
                "orderId": 1,
                "ownerId": 1,
                "startedAt": "2024-01-31 12:00:00",
                "statusId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/JobUpdate",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Job2",
                    },
                    Object {
                      "$ref": "#/components/schemas/JobWritten",
                    },
                  ],
                  "description": "The Job as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Job as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Change some fields of a Job",
        "tags": Array [
          "Job",
        ],
      },
      "put": Object {
        "operationId": "replaceJob",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "finishedAt": "2024-01-31 12:00:00",
                "orderId": 1,
                "ownerId": 1,
                "startedAt": "2024-01-31 12:00:00",
                "statusId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/JobReplace",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Job2",
                    },
                    Object {
                      "$ref": "#/components/schemas/JobWritten",
                    },
                  ],
                  "description": "The Job as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Job as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Replace a Job",
        "tags": Array [
          "Job",
        ],
      },
    },
    "/api/v2/meta/jobs/collection": Object {
      "get": Object {
        "operationId": "describeJobCollection",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Job collection resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeJobCollection",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Job collection resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/meta/jobs/single": Object {
      "get": Object {
        "operationId": "describeJobSingle",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Job single resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeJobSingle",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Job single resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/meta/orders/collection": Object {
      "get": Object {
        "operationId": "describeOrderCollection",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Order collection resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeOrderCollection",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Order collection resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/meta/orders/single": Object {
      "get": Object {
        "operationId": "describeOrderSingle",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Order single resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeOrderSingle",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Describe the Order single resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/api/v2/orders": Object {
      "get": Object {
        "operationId": "listOrder",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose ownerId is this value",
            "in": "query",
            "name": "ownerId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId equals the value",
            "in": "query",
            "name": "ownerId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId differs from the value",
            "in": "query",
            "name": "ownerId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than the value",
            "in": "query",
            "name": "ownerId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than or equal to the value",
            "in": "query",
            "name": "ownerId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than the value",
            "in": "query",
            "name": "ownerId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than or equal to the value",
            "in": "query",
            "name": "ownerId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is one of the values, separated by commas",
            "in": "query",
            "name": "ownerId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is none of the values, separated by commas",
            "in": "query",
            "name": "ownerId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: ownerId is null; false: it is not",
            "in": "query",
            "name": "ownerId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose description is this value",
            "in": "query",
            "name": "description",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description equals the value",
            "in": "query",
            "name": "description[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description differs from the value",
            "in": "query",
            "name": "description[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is greater than the value",
            "in": "query",
            "name": "description[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is greater than or equal to the value",
            "in": "query",
            "name": "description[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is less than the value",
            "in": "query",
            "name": "description[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is less than or equal to the value",
            "in": "query",
            "name": "description[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is one of the values, separated by commas",
            "in": "query",
            "name": "description[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is none of the values, separated by commas",
            "in": "query",
            "name": "description[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: description is null; false: it is not",
            "in": "query",
            "name": "description[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description matches the SQL pattern (% and _)",
            "in": "query",
            "name": "description[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description matches the SQL pattern, in any case",
            "in": "query",
            "name": "description[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description does not match the SQL pattern",
            "in": "query",
            "name": "description[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description does not match the SQL pattern, in any case",
            "in": "query",
            "name": "description[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose orderedAt is this value",
            "in": "query",
            "name": "orderedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt equals the value",
            "in": "query",
            "name": "orderedAt[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt differs from the value",
            "in": "query",
            "name": "orderedAt[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is greater than the value",
            "in": "query",
            "name": "orderedAt[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is greater than or equal to the value",
            "in": "query",
            "name": "orderedAt[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is less than the value",
            "in": "query",
            "name": "orderedAt[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is less than or equal to the value",
            "in": "query",
            "name": "orderedAt[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is one of the values, separated by commas",
            "in": "query",
            "name": "orderedAt[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is none of the values, separated by commas",
            "in": "query",
            "name": "orderedAt[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: orderedAt is null; false: it is not",
            "in": "query",
            "name": "orderedAt[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose statusId is this value",
            "in": "query",
            "name": "statusId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId equals the value",
            "in": "query",
            "name": "statusId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId differs from the value",
            "in": "query",
            "name": "statusId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than the value",
            "in": "query",
            "name": "statusId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than or equal to the value",
            "in": "query",
            "name": "statusId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than the value",
            "in": "query",
            "name": "statusId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than or equal to the value",
            "in": "query",
            "name": "statusId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is one of the values, separated by commas",
            "in": "query",
            "name": "statusId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is none of the values, separated by commas",
            "in": "query",
            "name": "statusId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: statusId is null; false: it is not",
            "in": "query",
            "name": "statusId[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/OrderPage",
                    },
                    Object {
                      "$ref": "#/components/schemas/OrderPageFields",
                    },
                    Object {
                      "$ref": "#/components/schemas/CollectionDebug",
                    },
                  ],
                  "description": "A page of Order records; with fields=..., only the fields named",
                },
              },
            },
            "description": "A page of Order records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "List Order records (filters, order, fields, paging)",
        "tags": Array [
          "Order",
        ],
      },
      "head": Object {
        "operationId": "headListOrder",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose ownerId is this value",
            "in": "query",
            "name": "ownerId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId equals the value",
            "in": "query",
            "name": "ownerId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId differs from the value",
            "in": "query",
            "name": "ownerId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than the value",
            "in": "query",
            "name": "ownerId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is greater than or equal to the value",
            "in": "query",
            "name": "ownerId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than the value",
            "in": "query",
            "name": "ownerId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is less than or equal to the value",
            "in": "query",
            "name": "ownerId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is one of the values, separated by commas",
            "in": "query",
            "name": "ownerId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "ownerId is none of the values, separated by commas",
            "in": "query",
            "name": "ownerId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: ownerId is null; false: it is not",
            "in": "query",
            "name": "ownerId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose description is this value",
            "in": "query",
            "name": "description",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description equals the value",
            "in": "query",
            "name": "description[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description differs from the value",
            "in": "query",
            "name": "description[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is greater than the value",
            "in": "query",
            "name": "description[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is greater than or equal to the value",
            "in": "query",
            "name": "description[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is less than the value",
            "in": "query",
            "name": "description[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is less than or equal to the value",
            "in": "query",
            "name": "description[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is one of the values, separated by commas",
            "in": "query",
            "name": "description[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description is none of the values, separated by commas",
            "in": "query",
            "name": "description[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: description is null; false: it is not",
            "in": "query",
            "name": "description[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description matches the SQL pattern (% and _)",
            "in": "query",
            "name": "description[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description matches the SQL pattern, in any case",
            "in": "query",
            "name": "description[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description does not match the SQL pattern",
            "in": "query",
            "name": "description[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "description does not match the SQL pattern, in any case",
            "in": "query",
            "name": "description[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose orderedAt is this value",
            "in": "query",
            "name": "orderedAt",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt equals the value",
            "in": "query",
            "name": "orderedAt[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt differs from the value",
            "in": "query",
            "name": "orderedAt[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is greater than the value",
            "in": "query",
            "name": "orderedAt[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is greater than or equal to the value",
            "in": "query",
            "name": "orderedAt[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is less than the value",
            "in": "query",
            "name": "orderedAt[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is less than or equal to the value",
            "in": "query",
            "name": "orderedAt[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is one of the values, separated by commas",
            "in": "query",
            "name": "orderedAt[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "orderedAt is none of the values, separated by commas",
            "in": "query",
            "name": "orderedAt[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: orderedAt is null; false: it is not",
            "in": "query",
            "name": "orderedAt[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose statusId is this value",
            "in": "query",
            "name": "statusId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId equals the value",
            "in": "query",
            "name": "statusId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId differs from the value",
            "in": "query",
            "name": "statusId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than the value",
            "in": "query",
            "name": "statusId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is greater than or equal to the value",
            "in": "query",
            "name": "statusId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than the value",
            "in": "query",
            "name": "statusId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is less than or equal to the value",
            "in": "query",
            "name": "statusId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is one of the values, separated by commas",
            "in": "query",
            "name": "statusId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "statusId is none of the values, separated by commas",
            "in": "query",
            "name": "statusId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: statusId is null; false: it is not",
            "in": "query",
            "name": "statusId[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "A page of Order records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "412": Object {
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "List Order records (filters, order, fields, paging): the headers only",
        "tags": Array [
          "Order",
        ],
      },
      "post": Object {
        "operationId": "createOrder",
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "description": "example",
                "orderedAt": "2024-01-31 12:00:00",
                "ownerId": 1,
                "statusId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/OrderCreate",
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
                      "$ref": "#/components/schemas/Order",
                    },
                    Object {
                      "$ref": "#/components/schemas/OrderWritten",
                    },
                  ],
                  "description": "The created Order; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The created Order; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
                  "$ref": "#/components/schemas/Job",
                },
              },
            },
            "description": "What the post afterCommit hook answers: a Job",
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
            "description": "The body is not valid, or names an id (ids are the server's) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Create an Order",
        "tags": Array [
          "Order",
        ],
      },
    },
    "/api/v2/orders/{id}": Object {
      "delete": Object {
        "operationId": "deleteOrder",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Other records refer to this one ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Delete an Order",
        "tags": Array [
          "Order",
        ],
      },
      "get": Object {
        "operationId": "getOrder",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Order",
                    },
                    Object {
                      "$ref": "#/components/schemas/OrderFields",
                    },
                  ],
                  "description": "The Order; with fields=..., only the fields named",
                },
              },
            },
            "description": "The Order; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Read one Order",
        "tags": Array [
          "Order",
        ],
      },
      "head": Object {
        "operationId": "headGetOrder",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "The Order; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise",
          },
          "401": Object {
            "description": "No Authorization header of the form User:<id>",
          },
          "404": Object {
            "description": "No such record of the caller's: another user's record is not found either",
          },
          "412": Object {
            "description": "If-Match names no current tag of the record",
          },
          "414": Object {
            "description": "A path parameter is too long",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Read one Order: the headers only",
        "tags": Array [
          "Order",
        ],
      },
      "patch": Object {
        "operationId": "updateOrder",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "description": "example",
                "orderedAt": "2024-01-31 12:00:00",
                "ownerId": 1,
                "statusId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/OrderUpdate",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Order",
                    },
                    Object {
                      "$ref": "#/components/schemas/OrderWritten",
                    },
                  ],
                  "description": "The Order as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Order as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Change some fields of an Order",
        "tags": Array [
          "Order",
        ],
      },
      "put": Object {
        "operationId": "replaceOrder",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "description": "example",
                "orderedAt": "2024-01-31 12:00:00",
                "ownerId": 1,
                "statusId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/OrderReplace",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Order",
                    },
                    Object {
                      "$ref": "#/components/schemas/OrderWritten",
                    },
                  ],
                  "description": "The Order as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Order as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
                  "$ref": "#/components/schemas/Job",
                },
              },
            },
            "description": "What the put afterCommit hook answers: a Job",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "401": Object {
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
            "description": "No Authorization header of the form User:<id> ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record of the caller's: another user's record is not found either ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [
          Object {
            "UserHeader": Array [],
          },
        ],
        "summary": "Replace an Order",
        "tags": Array [
          "Order",
        ],
      },
    },
    "/authors": Object {
      "get": Object {
        "operationId": "listAuthor",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose firstName is this value",
            "in": "query",
            "name": "firstName",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName equals the value",
            "in": "query",
            "name": "firstName[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName differs from the value",
            "in": "query",
            "name": "firstName[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is greater than the value",
            "in": "query",
            "name": "firstName[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is greater than or equal to the value",
            "in": "query",
            "name": "firstName[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is less than the value",
            "in": "query",
            "name": "firstName[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is less than or equal to the value",
            "in": "query",
            "name": "firstName[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is one of the values, separated by commas",
            "in": "query",
            "name": "firstName[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is none of the values, separated by commas",
            "in": "query",
            "name": "firstName[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: firstName is null; false: it is not",
            "in": "query",
            "name": "firstName[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName matches the SQL pattern (% and _)",
            "in": "query",
            "name": "firstName[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName matches the SQL pattern, in any case",
            "in": "query",
            "name": "firstName[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName does not match the SQL pattern",
            "in": "query",
            "name": "firstName[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName does not match the SQL pattern, in any case",
            "in": "query",
            "name": "firstName[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose lastName is this value",
            "in": "query",
            "name": "lastName",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName equals the value",
            "in": "query",
            "name": "lastName[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName differs from the value",
            "in": "query",
            "name": "lastName[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is greater than the value",
            "in": "query",
            "name": "lastName[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is greater than or equal to the value",
            "in": "query",
            "name": "lastName[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is less than the value",
            "in": "query",
            "name": "lastName[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is less than or equal to the value",
            "in": "query",
            "name": "lastName[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is one of the values, separated by commas",
            "in": "query",
            "name": "lastName[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is none of the values, separated by commas",
            "in": "query",
            "name": "lastName[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: lastName is null; false: it is not",
            "in": "query",
            "name": "lastName[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName matches the SQL pattern (% and _)",
            "in": "query",
            "name": "lastName[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName matches the SQL pattern, in any case",
            "in": "query",
            "name": "lastName[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName does not match the SQL pattern",
            "in": "query",
            "name": "lastName[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName does not match the SQL pattern, in any case",
            "in": "query",
            "name": "lastName[notilike]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/AuthorPage",
                    },
                    Object {
                      "$ref": "#/components/schemas/AuthorPageFields",
                    },
                    Object {
                      "$ref": "#/components/schemas/CollectionDebug",
                    },
                  ],
                  "description": "A page of Author records; with fields=..., only the fields named",
                },
              },
            },
            "description": "A page of Author records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List Author records (filters, order, fields, paging)",
        "tags": Array [
          "Author",
        ],
      },
      "head": Object {
        "operationId": "headListAuthor",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose firstName is this value",
            "in": "query",
            "name": "firstName",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName equals the value",
            "in": "query",
            "name": "firstName[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName differs from the value",
            "in": "query",
            "name": "firstName[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is greater than the value",
            "in": "query",
            "name": "firstName[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is greater than or equal to the value",
            "in": "query",
            "name": "firstName[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is less than the value",
            "in": "query",
            "name": "firstName[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is less than or equal to the value",
            "in": "query",
            "name": "firstName[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is one of the values, separated by commas",
            "in": "query",
            "name": "firstName[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName is none of the values, separated by commas",
            "in": "query",
            "name": "firstName[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: firstName is null; false: it is not",
            "in": "query",
            "name": "firstName[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName matches the SQL pattern (% and _)",
            "in": "query",
            "name": "firstName[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName matches the SQL pattern, in any case",
            "in": "query",
            "name": "firstName[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName does not match the SQL pattern",
            "in": "query",
            "name": "firstName[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "firstName does not match the SQL pattern, in any case",
            "in": "query",
            "name": "firstName[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose lastName is this value",
            "in": "query",
            "name": "lastName",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName equals the value",
            "in": "query",
            "name": "lastName[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName differs from the value",
            "in": "query",
            "name": "lastName[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is greater than the value",
            "in": "query",
            "name": "lastName[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is greater than or equal to the value",
            "in": "query",
            "name": "lastName[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is less than the value",
            "in": "query",
            "name": "lastName[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is less than or equal to the value",
            "in": "query",
            "name": "lastName[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is one of the values, separated by commas",
            "in": "query",
            "name": "lastName[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName is none of the values, separated by commas",
            "in": "query",
            "name": "lastName[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: lastName is null; false: it is not",
            "in": "query",
            "name": "lastName[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName matches the SQL pattern (% and _)",
            "in": "query",
            "name": "lastName[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName matches the SQL pattern, in any case",
            "in": "query",
            "name": "lastName[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName does not match the SQL pattern",
            "in": "query",
            "name": "lastName[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastName does not match the SQL pattern, in any case",
            "in": "query",
            "name": "lastName[notilike]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "A page of Author records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query",
          },
          "412": Object {
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List Author records (filters, order, fields, paging): the headers only",
        "tags": Array [
          "Author",
        ],
      },
      "post": Object {
        "operationId": "createAuthor",
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "firstName": "example",
                "lastName": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/AuthorCreate",
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
                      "$ref": "#/components/schemas/Author",
                    },
                    Object {
                      "$ref": "#/components/schemas/AuthorWritten",
                    },
                  ],
                  "description": "The created Author; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The created Author; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Create an Author",
        "tags": Array [
          "Author",
        ],
      },
    },
    "/authors/{id}": Object {
      "delete": Object {
        "operationId": "deleteAuthor",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Other records refer to this one ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Delete an Author",
        "tags": Array [
          "Author",
        ],
      },
      "get": Object {
        "operationId": "getAuthor",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Author",
                    },
                    Object {
                      "$ref": "#/components/schemas/AuthorFields",
                    },
                  ],
                  "description": "The Author; with fields=..., only the fields named",
                },
              },
            },
            "description": "The Author; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one Author",
        "tags": Array [
          "Author",
        ],
      },
      "head": Object {
        "operationId": "headGetAuthor",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "The Author; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise",
          },
          "404": Object {
            "description": "No such record",
          },
          "412": Object {
            "description": "If-Match names no current tag of the record",
          },
          "414": Object {
            "description": "A path parameter is too long",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one Author: the headers only",
        "tags": Array [
          "Author",
        ],
      },
      "patch": Object {
        "operationId": "updateAuthor",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "firstName": "example",
                "lastName": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/AuthorUpdate",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Author",
                    },
                    Object {
                      "$ref": "#/components/schemas/AuthorWritten",
                    },
                  ],
                  "description": "The Author as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Author as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Change some fields of an Author",
        "tags": Array [
          "Author",
        ],
      },
      "put": Object {
        "operationId": "replaceAuthor",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "firstName": "example",
                "lastName": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/AuthorReplace",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Author",
                    },
                    Object {
                      "$ref": "#/components/schemas/AuthorWritten",
                    },
                  ],
                  "description": "The Author as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Author as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Author",
                    },
                    Object {
                      "$ref": "#/components/schemas/AuthorWritten",
                    },
                  ],
                  "description": "The created Author; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The created Author; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Replace an Author",
        "tags": Array [
          "Author",
        ],
      },
    },
    "/batch": Object {
      "post": Object {
        "operationId": "postBatch",
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
                          "description": "GET, POST, PUT, PATCH or DELETE, in any case",
                          "examples": Array [
                            "POST",
                          ],
                          "pattern": "^(?:[Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee])$",
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
            "description": "The body is not valid JSON ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Error ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
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
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Error ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Runs operations in order in one transaction: all are written, or none",
        "tags": Array [
          "Batch",
        ],
      },
    },
    "/books": Object {
      "get": Object {
        "operationId": "listBook",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isbn is this value",
            "in": "query",
            "name": "isbn",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn equals the value",
            "in": "query",
            "name": "isbn[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn differs from the value",
            "in": "query",
            "name": "isbn[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is greater than the value",
            "in": "query",
            "name": "isbn[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is greater than or equal to the value",
            "in": "query",
            "name": "isbn[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is less than the value",
            "in": "query",
            "name": "isbn[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is less than or equal to the value",
            "in": "query",
            "name": "isbn[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is one of the values, separated by commas",
            "in": "query",
            "name": "isbn[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is none of the values, separated by commas",
            "in": "query",
            "name": "isbn[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isbn is null; false: it is not",
            "in": "query",
            "name": "isbn[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn matches the SQL pattern (% and _)",
            "in": "query",
            "name": "isbn[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn matches the SQL pattern, in any case",
            "in": "query",
            "name": "isbn[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn does not match the SQL pattern",
            "in": "query",
            "name": "isbn[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn does not match the SQL pattern, in any case",
            "in": "query",
            "name": "isbn[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose title is this value",
            "in": "query",
            "name": "title",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title equals the value",
            "in": "query",
            "name": "title[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title differs from the value",
            "in": "query",
            "name": "title[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is greater than the value",
            "in": "query",
            "name": "title[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is greater than or equal to the value",
            "in": "query",
            "name": "title[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is less than the value",
            "in": "query",
            "name": "title[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is less than or equal to the value",
            "in": "query",
            "name": "title[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is one of the values, separated by commas",
            "in": "query",
            "name": "title[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is none of the values, separated by commas",
            "in": "query",
            "name": "title[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: title is null; false: it is not",
            "in": "query",
            "name": "title[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title matches the SQL pattern (% and _)",
            "in": "query",
            "name": "title[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title matches the SQL pattern, in any case",
            "in": "query",
            "name": "title[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title does not match the SQL pattern",
            "in": "query",
            "name": "title[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title does not match the SQL pattern, in any case",
            "in": "query",
            "name": "title[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose pubYear is this value",
            "in": "query",
            "name": "pubYear",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear equals the value",
            "in": "query",
            "name": "pubYear[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear differs from the value",
            "in": "query",
            "name": "pubYear[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is greater than the value",
            "in": "query",
            "name": "pubYear[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is greater than or equal to the value",
            "in": "query",
            "name": "pubYear[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is less than the value",
            "in": "query",
            "name": "pubYear[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is less than or equal to the value",
            "in": "query",
            "name": "pubYear[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is one of the values, separated by commas",
            "in": "query",
            "name": "pubYear[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is none of the values, separated by commas",
            "in": "query",
            "name": "pubYear[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: pubYear is null; false: it is not",
            "in": "query",
            "name": "pubYear[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose authorId is this value",
            "in": "query",
            "name": "authorId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId equals the value",
            "in": "query",
            "name": "authorId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId differs from the value",
            "in": "query",
            "name": "authorId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is greater than the value",
            "in": "query",
            "name": "authorId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is greater than or equal to the value",
            "in": "query",
            "name": "authorId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is less than the value",
            "in": "query",
            "name": "authorId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is less than or equal to the value",
            "in": "query",
            "name": "authorId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is one of the values, separated by commas",
            "in": "query",
            "name": "authorId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is none of the values, separated by commas",
            "in": "query",
            "name": "authorId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: authorId is null; false: it is not",
            "in": "query",
            "name": "authorId[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/BookPage",
                    },
                    Object {
                      "$ref": "#/components/schemas/BookPageFields",
                    },
                    Object {
                      "$ref": "#/components/schemas/CollectionDebug",
                    },
                  ],
                  "description": "A page of Book records; with fields=..., only the fields named",
                },
              },
            },
            "description": "A page of Book records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List Book records (filters, order, fields, paging)",
        "tags": Array [
          "Book",
        ],
      },
      "head": Object {
        "operationId": "headListBook",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isbn is this value",
            "in": "query",
            "name": "isbn",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn equals the value",
            "in": "query",
            "name": "isbn[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn differs from the value",
            "in": "query",
            "name": "isbn[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is greater than the value",
            "in": "query",
            "name": "isbn[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is greater than or equal to the value",
            "in": "query",
            "name": "isbn[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is less than the value",
            "in": "query",
            "name": "isbn[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is less than or equal to the value",
            "in": "query",
            "name": "isbn[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is one of the values, separated by commas",
            "in": "query",
            "name": "isbn[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn is none of the values, separated by commas",
            "in": "query",
            "name": "isbn[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isbn is null; false: it is not",
            "in": "query",
            "name": "isbn[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn matches the SQL pattern (% and _)",
            "in": "query",
            "name": "isbn[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn matches the SQL pattern, in any case",
            "in": "query",
            "name": "isbn[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn does not match the SQL pattern",
            "in": "query",
            "name": "isbn[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isbn does not match the SQL pattern, in any case",
            "in": "query",
            "name": "isbn[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose title is this value",
            "in": "query",
            "name": "title",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title equals the value",
            "in": "query",
            "name": "title[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title differs from the value",
            "in": "query",
            "name": "title[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is greater than the value",
            "in": "query",
            "name": "title[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is greater than or equal to the value",
            "in": "query",
            "name": "title[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is less than the value",
            "in": "query",
            "name": "title[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is less than or equal to the value",
            "in": "query",
            "name": "title[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is one of the values, separated by commas",
            "in": "query",
            "name": "title[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title is none of the values, separated by commas",
            "in": "query",
            "name": "title[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: title is null; false: it is not",
            "in": "query",
            "name": "title[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title matches the SQL pattern (% and _)",
            "in": "query",
            "name": "title[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title matches the SQL pattern, in any case",
            "in": "query",
            "name": "title[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title does not match the SQL pattern",
            "in": "query",
            "name": "title[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "title does not match the SQL pattern, in any case",
            "in": "query",
            "name": "title[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose pubYear is this value",
            "in": "query",
            "name": "pubYear",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear equals the value",
            "in": "query",
            "name": "pubYear[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear differs from the value",
            "in": "query",
            "name": "pubYear[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is greater than the value",
            "in": "query",
            "name": "pubYear[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is greater than or equal to the value",
            "in": "query",
            "name": "pubYear[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is less than the value",
            "in": "query",
            "name": "pubYear[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is less than or equal to the value",
            "in": "query",
            "name": "pubYear[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is one of the values, separated by commas",
            "in": "query",
            "name": "pubYear[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "pubYear is none of the values, separated by commas",
            "in": "query",
            "name": "pubYear[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: pubYear is null; false: it is not",
            "in": "query",
            "name": "pubYear[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose authorId is this value",
            "in": "query",
            "name": "authorId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId equals the value",
            "in": "query",
            "name": "authorId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId differs from the value",
            "in": "query",
            "name": "authorId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is greater than the value",
            "in": "query",
            "name": "authorId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is greater than or equal to the value",
            "in": "query",
            "name": "authorId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is less than the value",
            "in": "query",
            "name": "authorId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is less than or equal to the value",
            "in": "query",
            "name": "authorId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is one of the values, separated by commas",
            "in": "query",
            "name": "authorId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "authorId is none of the values, separated by commas",
            "in": "query",
            "name": "authorId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: authorId is null; false: it is not",
            "in": "query",
            "name": "authorId[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "A page of Book records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query",
          },
          "412": Object {
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List Book records (filters, order, fields, paging): the headers only",
        "tags": Array [
          "Book",
        ],
      },
      "post": Object {
        "operationId": "createBook",
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "schema": Object {
                "anyOf": Array [
                  Object {
                    "$ref": "#/components/schemas/BookCreate",
                  },
                  Object {
                    "items": Object {
                      "$ref": "#/components/schemas/BookCreate",
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
                      "anyOf": Array [
                        Object {
                          "$ref": "#/components/schemas/Book",
                        },
                        Object {
                          "properties": Object {
                            "Book": Object {
                              "items": Object {
                                "$ref": "#/components/schemas/Book",
                              },
                              "type": "array",
                            },
                          },
                          "required": Array [
                            "Book",
                          ],
                          "type": "object",
                        },
                      ],
                    },
                    Object {
                      "anyOf": Array [
                        Object {
                          "$ref": "#/components/schemas/BookWritten",
                        },
                        Object {
                          "properties": Object {
                            "Book": Object {
                              "items": Object {
                                "$ref": "#/components/schemas/BookWritten",
                              },
                              "type": "array",
                            },
                          },
                          "required": Array [
                            "Book",
                          ],
                          "type": "object",
                        },
                      ],
                    },
                  ],
                  "description": "The created Book, or for an array the created records as {\\"Book\\": [records]}; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The created Book, or for an array the created records as {\\"Book\\": [records]}; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "For a single record: its URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "More than 1000 records (maxBulk), or a body past the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Create a Book",
        "tags": Array [
          "Book",
        ],
      },
    },
    "/books/{id}": Object {
      "delete": Object {
        "operationId": "deleteBook",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Other records refer to this one ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Delete a Book",
        "tags": Array [
          "Book",
        ],
      },
      "get": Object {
        "operationId": "getBook",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Book",
                    },
                    Object {
                      "$ref": "#/components/schemas/BookFields",
                    },
                  ],
                  "description": "The Book; with fields=..., only the fields named",
                },
              },
            },
            "description": "The Book; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one Book",
        "tags": Array [
          "Book",
        ],
      },
      "head": Object {
        "operationId": "headGetBook",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "The Book; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise",
          },
          "404": Object {
            "description": "No such record",
          },
          "412": Object {
            "description": "If-Match names no current tag of the record",
          },
          "414": Object {
            "description": "A path parameter is too long",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one Book: the headers only",
        "tags": Array [
          "Book",
        ],
      },
      "patch": Object {
        "operationId": "updateBook",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "authorId": 1,
                "isbn": "example",
                "pubYear": 1,
                "title": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/BookUpdate",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Book",
                    },
                    Object {
                      "$ref": "#/components/schemas/BookWritten",
                    },
                  ],
                  "description": "The Book as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Book as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Change some fields of a Book",
        "tags": Array [
          "Book",
        ],
      },
      "put": Object {
        "operationId": "replaceBook",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "authorId": 1,
                "isbn": "example",
                "pubYear": 1,
                "title": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/BookReplace",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Book",
                    },
                    Object {
                      "$ref": "#/components/schemas/BookWritten",
                    },
                  ],
                  "description": "The Book as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The Book as stored; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Book",
                    },
                    Object {
                      "$ref": "#/components/schemas/BookWritten",
                    },
                  ],
                  "description": "The created Book; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
                },
              },
            },
            "description": "The created Book; its own fields only, without relationships, when reading it back failed after the commit (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Replace a Book",
        "tags": Array [
          "Book",
        ],
      },
    },
    "/health": Object {
      "get": Object {
        "operationId": "health",
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "description": "The process answers",
                  "properties": Object {
                    "status": Object {
                      "enum": Array [
                        "ok",
                      ],
                      "type": "string",
                    },
                  },
                  "required": Array [
                    "status",
                  ],
                  "type": "object",
                },
              },
            },
            "description": "The process answers",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Liveness: 200 while the process answers",
        "tags": Array [
          "Operations",
        ],
      },
      "head": Object {
        "operationId": "headHealth",
        "responses": Object {
          "200": Object {
            "description": "The process answers",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Liveness: 200 while the process answers: the headers only",
        "tags": Array [
          "Operations",
        ],
      },
    },
    "/meta/authors/collection": Object {
      "get": Object {
        "operationId": "describeAuthorCollection",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the Author collection resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeAuthorCollection",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the Author collection resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/authors/single": Object {
      "get": Object {
        "operationId": "describeAuthorSingle",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the Author single resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeAuthorSingle",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the Author single resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/books/collection": Object {
      "get": Object {
        "operationId": "describeBookCollection",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the Book collection resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeBookCollection",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the Book collection resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/books/single": Object {
      "get": Object {
        "operationId": "describeBookSingle",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the Book single resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeBookSingle",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the Book single resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/nodes/collection": Object {
      "get": Object {
        "operationId": "describeNodeCollection",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the Node collection resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeNodeCollection",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the Node collection resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/nodes/single": Object {
      "get": Object {
        "operationId": "describeNodeSingle",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the Node single resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeNodeSingle",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the Node single resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/users/collection": Object {
      "get": Object {
        "operationId": "describeUserCollection",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the User collection resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeUserCollection",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the User collection resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/meta/users/single": Object {
      "get": Object {
        "operationId": "describeUserSingle",
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
            "description": "An unknown method name ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Describe the User single resource: its methods, fields and requirements",
        "tags": Array [
          "meta",
        ],
      },
      "head": Object {
        "operationId": "headDescribeUserSingle",
        "responses": Object {
          "200": Object {
            "description": "The meta description",
          },
          "400": Object {
            "description": "An unknown method name",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Describe the User single resource: its methods, fields and requirements: the headers only",
        "tags": Array [
          "meta",
        ],
      },
    },
    "/metrics": Object {
      "get": Object {
        "operationId": "metrics",
        "responses": Object {
          "200": Object {
            "content": Object {
              "text/plain": Object {
                "schema": Object {
                  "type": "string",
                },
              },
            },
            "description": "The metrics in the registry's text format",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
        },
        "security": Array [],
        "summary": "Prometheus metrics: requests by route and status, the database's pools and statements, Node's own",
        "tags": Array [
          "Operations",
        ],
      },
      "head": Object {
        "operationId": "headMetrics",
        "responses": Object {
          "200": Object {
            "description": "The metrics in the registry's text format",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
        },
        "security": Array [],
        "summary": "Prometheus metrics: requests by route and status, the database's pools and statements, Node's own: the headers only",
        "tags": Array [
          "Operations",
        ],
      },
    },
    "/nodes": Object {
      "get": Object {
        "operationId": "listNode",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose parentId is this value",
            "in": "query",
            "name": "parentId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId equals the value",
            "in": "query",
            "name": "parentId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId differs from the value",
            "in": "query",
            "name": "parentId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is greater than the value",
            "in": "query",
            "name": "parentId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is greater than or equal to the value",
            "in": "query",
            "name": "parentId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is less than the value",
            "in": "query",
            "name": "parentId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is less than or equal to the value",
            "in": "query",
            "name": "parentId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is one of the values, separated by commas",
            "in": "query",
            "name": "parentId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is none of the values, separated by commas",
            "in": "query",
            "name": "parentId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: parentId is null; false: it is not",
            "in": "query",
            "name": "parentId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose data is this value",
            "in": "query",
            "name": "data",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data equals the value",
            "in": "query",
            "name": "data[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data differs from the value",
            "in": "query",
            "name": "data[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is greater than the value",
            "in": "query",
            "name": "data[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is greater than or equal to the value",
            "in": "query",
            "name": "data[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is less than the value",
            "in": "query",
            "name": "data[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is less than or equal to the value",
            "in": "query",
            "name": "data[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is one of the values, separated by commas",
            "in": "query",
            "name": "data[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is none of the values, separated by commas",
            "in": "query",
            "name": "data[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: data is null; false: it is not",
            "in": "query",
            "name": "data[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data matches the SQL pattern (% and _)",
            "in": "query",
            "name": "data[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data matches the SQL pattern, in any case",
            "in": "query",
            "name": "data[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data does not match the SQL pattern",
            "in": "query",
            "name": "data[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data does not match the SQL pattern, in any case",
            "in": "query",
            "name": "data[notilike]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/NodePage",
                    },
                    Object {
                      "$ref": "#/components/schemas/NodePageFields",
                    },
                    Object {
                      "$ref": "#/components/schemas/CollectionDebug",
                    },
                  ],
                  "description": "A page of Node records; with fields=..., only the fields named",
                },
              },
            },
            "description": "A page of Node records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List Node records (filters, order, fields, paging)",
        "tags": Array [
          "Node",
        ],
      },
      "head": Object {
        "operationId": "headListNode",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose parentId is this value",
            "in": "query",
            "name": "parentId",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId equals the value",
            "in": "query",
            "name": "parentId[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId differs from the value",
            "in": "query",
            "name": "parentId[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is greater than the value",
            "in": "query",
            "name": "parentId[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is greater than or equal to the value",
            "in": "query",
            "name": "parentId[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is less than the value",
            "in": "query",
            "name": "parentId[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is less than or equal to the value",
            "in": "query",
            "name": "parentId[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is one of the values, separated by commas",
            "in": "query",
            "name": "parentId[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "parentId is none of the values, separated by commas",
            "in": "query",
            "name": "parentId[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: parentId is null; false: it is not",
            "in": "query",
            "name": "parentId[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose data is this value",
            "in": "query",
            "name": "data",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data equals the value",
            "in": "query",
            "name": "data[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data differs from the value",
            "in": "query",
            "name": "data[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is greater than the value",
            "in": "query",
            "name": "data[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is greater than or equal to the value",
            "in": "query",
            "name": "data[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is less than the value",
            "in": "query",
            "name": "data[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is less than or equal to the value",
            "in": "query",
            "name": "data[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is one of the values, separated by commas",
            "in": "query",
            "name": "data[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data is none of the values, separated by commas",
            "in": "query",
            "name": "data[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: data is null; false: it is not",
            "in": "query",
            "name": "data[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data matches the SQL pattern (% and _)",
            "in": "query",
            "name": "data[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data matches the SQL pattern, in any case",
            "in": "query",
            "name": "data[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data does not match the SQL pattern",
            "in": "query",
            "name": "data[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "data does not match the SQL pattern, in any case",
            "in": "query",
            "name": "data[notilike]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "A page of Node records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query",
          },
          "412": Object {
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List Node records (filters, order, fields, paging): the headers only",
        "tags": Array [
          "Node",
        ],
      },
      "post": Object {
        "operationId": "createNode",
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "data": "example",
                "parentId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/NodeCreate",
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
                      "$ref": "#/components/schemas/Node",
                    },
                    Object {
                      "$ref": "#/components/schemas/NodeWritten",
                    },
                    Object {
                      "$ref": "#/components/schemas/FmrMessage",
                    },
                  ],
                  "description": "The created Node; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
                },
              },
            },
            "description": "The created Node; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Create a Node",
        "tags": Array [
          "Node",
        ],
      },
    },
    "/nodes/{id}": Object {
      "delete": Object {
        "operationId": "deleteNode",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Other records refer to this one ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Delete a Node",
        "tags": Array [
          "Node",
        ],
      },
      "get": Object {
        "operationId": "getNode",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Node",
                    },
                    Object {
                      "$ref": "#/components/schemas/NodeFields",
                    },
                  ],
                  "description": "The Node; with fields=..., only the fields named",
                },
              },
            },
            "description": "The Node; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one Node",
        "tags": Array [
          "Node",
        ],
      },
      "head": Object {
        "operationId": "headGetNode",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "The Node; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise",
          },
          "404": Object {
            "description": "No such record",
          },
          "412": Object {
            "description": "If-Match names no current tag of the record",
          },
          "414": Object {
            "description": "A path parameter is too long",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one Node: the headers only",
        "tags": Array [
          "Node",
        ],
      },
      "patch": Object {
        "operationId": "updateNode",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "data": "example",
                "parentId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/NodeUpdate",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Node",
                    },
                    Object {
                      "$ref": "#/components/schemas/NodeWritten",
                    },
                    Object {
                      "$ref": "#/components/schemas/FmrMessage",
                    },
                  ],
                  "description": "The Node as stored; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
                },
              },
            },
            "description": "The Node as stored; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Change some fields of a Node",
        "tags": Array [
          "Node",
        ],
      },
      "put": Object {
        "operationId": "replaceNode",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "data": "example",
                "parentId": 1,
              },
              "schema": Object {
                "$ref": "#/components/schemas/NodeReplace",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Node",
                    },
                    Object {
                      "$ref": "#/components/schemas/NodeWritten",
                    },
                    Object {
                      "$ref": "#/components/schemas/FmrMessage",
                    },
                  ],
                  "description": "The Node as stored; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
                },
              },
            },
            "description": "The Node as stored; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/Node",
                    },
                    Object {
                      "$ref": "#/components/schemas/NodeWritten",
                    },
                    Object {
                      "$ref": "#/components/schemas/FmrMessage",
                    },
                  ],
                  "description": "The created Node; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
                },
              },
            },
            "description": "The created Node; its own fields only, without relationships, when reading it back failed after the commit; {message} instead when it would hold more than maxRecords records (the write stands)",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Replace a Node",
        "tags": Array [
          "Node",
        ],
      },
    },
    "/ready": Object {
      "get": Object {
        "operationId": "ready",
        "responses": Object {
          "200": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "description": "Ready for traffic",
                  "properties": Object {
                    "status": Object {
                      "enum": Array [
                        "ready",
                      ],
                      "type": "string",
                    },
                  },
                  "required": Array [
                    "status",
                  ],
                  "type": "object",
                },
              },
            },
            "description": "Ready for traffic",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Not ready: the message says what is not ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Readiness: 200 when the database, its replicas and the application's checks answer and no migration is pending",
        "tags": Array [
          "Operations",
        ],
      },
      "head": Object {
        "operationId": "headReady",
        "responses": Object {
          "200": Object {
            "description": "Ready for traffic",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "Not ready: the message says what is not",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Readiness: 200 when the database, its replicas and the application's checks answer and no migration is pending: the headers only",
        "tags": Array [
          "Operations",
        ],
      },
    },
    "/users": Object {
      "get": Object {
        "operationId": "listUser",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose username is this value",
            "in": "query",
            "name": "username",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username equals the value",
            "in": "query",
            "name": "username[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username differs from the value",
            "in": "query",
            "name": "username[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is greater than the value",
            "in": "query",
            "name": "username[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is greater than or equal to the value",
            "in": "query",
            "name": "username[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is less than the value",
            "in": "query",
            "name": "username[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is less than or equal to the value",
            "in": "query",
            "name": "username[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is one of the values, separated by commas",
            "in": "query",
            "name": "username[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is none of the values, separated by commas",
            "in": "query",
            "name": "username[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: username is null; false: it is not",
            "in": "query",
            "name": "username[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username matches the SQL pattern (% and _)",
            "in": "query",
            "name": "username[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username matches the SQL pattern, in any case",
            "in": "query",
            "name": "username[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username does not match the SQL pattern",
            "in": "query",
            "name": "username[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username does not match the SQL pattern, in any case",
            "in": "query",
            "name": "username[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose email is this value",
            "in": "query",
            "name": "email",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email equals the value",
            "in": "query",
            "name": "email[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email differs from the value",
            "in": "query",
            "name": "email[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is greater than the value",
            "in": "query",
            "name": "email[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is greater than or equal to the value",
            "in": "query",
            "name": "email[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is less than the value",
            "in": "query",
            "name": "email[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is less than or equal to the value",
            "in": "query",
            "name": "email[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is one of the values, separated by commas",
            "in": "query",
            "name": "email[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is none of the values, separated by commas",
            "in": "query",
            "name": "email[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: email is null; false: it is not",
            "in": "query",
            "name": "email[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email matches the SQL pattern (% and _)",
            "in": "query",
            "name": "email[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email matches the SQL pattern, in any case",
            "in": "query",
            "name": "email[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email does not match the SQL pattern",
            "in": "query",
            "name": "email[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email does not match the SQL pattern, in any case",
            "in": "query",
            "name": "email[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isStaff is this value",
            "in": "query",
            "name": "isStaff",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff equals the value",
            "in": "query",
            "name": "isStaff[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff differs from the value",
            "in": "query",
            "name": "isStaff[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is greater than the value",
            "in": "query",
            "name": "isStaff[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is greater than or equal to the value",
            "in": "query",
            "name": "isStaff[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is less than the value",
            "in": "query",
            "name": "isStaff[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is less than or equal to the value",
            "in": "query",
            "name": "isStaff[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is one of the values, separated by commas",
            "in": "query",
            "name": "isStaff[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is none of the values, separated by commas",
            "in": "query",
            "name": "isStaff[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isStaff is null; false: it is not",
            "in": "query",
            "name": "isStaff[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isActive is this value",
            "in": "query",
            "name": "isActive",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive equals the value",
            "in": "query",
            "name": "isActive[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive differs from the value",
            "in": "query",
            "name": "isActive[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is greater than the value",
            "in": "query",
            "name": "isActive[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is greater than or equal to the value",
            "in": "query",
            "name": "isActive[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is less than the value",
            "in": "query",
            "name": "isActive[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is less than or equal to the value",
            "in": "query",
            "name": "isActive[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is one of the values, separated by commas",
            "in": "query",
            "name": "isActive[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is none of the values, separated by commas",
            "in": "query",
            "name": "isActive[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isActive is null; false: it is not",
            "in": "query",
            "name": "isActive[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isAccountCurrent is this value",
            "in": "query",
            "name": "isAccountCurrent",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent equals the value",
            "in": "query",
            "name": "isAccountCurrent[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent differs from the value",
            "in": "query",
            "name": "isAccountCurrent[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is greater than the value",
            "in": "query",
            "name": "isAccountCurrent[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is greater than or equal to the value",
            "in": "query",
            "name": "isAccountCurrent[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is less than the value",
            "in": "query",
            "name": "isAccountCurrent[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is less than or equal to the value",
            "in": "query",
            "name": "isAccountCurrent[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is one of the values, separated by commas",
            "in": "query",
            "name": "isAccountCurrent[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is none of the values, separated by commas",
            "in": "query",
            "name": "isAccountCurrent[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isAccountCurrent is null; false: it is not",
            "in": "query",
            "name": "isAccountCurrent[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose dateJoined is this value",
            "in": "query",
            "name": "dateJoined",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined equals the value",
            "in": "query",
            "name": "dateJoined[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined differs from the value",
            "in": "query",
            "name": "dateJoined[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is greater than the value",
            "in": "query",
            "name": "dateJoined[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is greater than or equal to the value",
            "in": "query",
            "name": "dateJoined[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is less than the value",
            "in": "query",
            "name": "dateJoined[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is less than or equal to the value",
            "in": "query",
            "name": "dateJoined[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is one of the values, separated by commas",
            "in": "query",
            "name": "dateJoined[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is none of the values, separated by commas",
            "in": "query",
            "name": "dateJoined[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: dateJoined is null; false: it is not",
            "in": "query",
            "name": "dateJoined[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose lastLogin is this value",
            "in": "query",
            "name": "lastLogin",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin equals the value",
            "in": "query",
            "name": "lastLogin[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin differs from the value",
            "in": "query",
            "name": "lastLogin[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is greater than the value",
            "in": "query",
            "name": "lastLogin[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is greater than or equal to the value",
            "in": "query",
            "name": "lastLogin[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is less than the value",
            "in": "query",
            "name": "lastLogin[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is less than or equal to the value",
            "in": "query",
            "name": "lastLogin[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is one of the values, separated by commas",
            "in": "query",
            "name": "lastLogin[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is none of the values, separated by commas",
            "in": "query",
            "name": "lastLogin[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: lastLogin is null; false: it is not",
            "in": "query",
            "name": "lastLogin[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/UserPage",
                    },
                    Object {
                      "$ref": "#/components/schemas/UserPageFields",
                    },
                    Object {
                      "$ref": "#/components/schemas/CollectionDebug",
                    },
                  ],
                  "description": "A page of User records; with fields=..., only the fields named",
                },
              },
            },
            "description": "A page of User records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List User records (filters, order, fields, paging)",
        "tags": Array [
          "User",
        ],
      },
      "head": Object {
        "operationId": "headListUser",
        "parameters": Array [
          Object {
            "description": "Records whose id is this value",
            "in": "query",
            "name": "id",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id equals the value",
            "in": "query",
            "name": "id[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id differs from the value",
            "in": "query",
            "name": "id[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than the value",
            "in": "query",
            "name": "id[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is greater than or equal to the value",
            "in": "query",
            "name": "id[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than the value",
            "in": "query",
            "name": "id[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is less than or equal to the value",
            "in": "query",
            "name": "id[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is one of the values, separated by commas",
            "in": "query",
            "name": "id[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "id is none of the values, separated by commas",
            "in": "query",
            "name": "id[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: id is null; false: it is not",
            "in": "query",
            "name": "id[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose username is this value",
            "in": "query",
            "name": "username",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username equals the value",
            "in": "query",
            "name": "username[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username differs from the value",
            "in": "query",
            "name": "username[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is greater than the value",
            "in": "query",
            "name": "username[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is greater than or equal to the value",
            "in": "query",
            "name": "username[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is less than the value",
            "in": "query",
            "name": "username[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is less than or equal to the value",
            "in": "query",
            "name": "username[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is one of the values, separated by commas",
            "in": "query",
            "name": "username[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username is none of the values, separated by commas",
            "in": "query",
            "name": "username[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: username is null; false: it is not",
            "in": "query",
            "name": "username[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username matches the SQL pattern (% and _)",
            "in": "query",
            "name": "username[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username matches the SQL pattern, in any case",
            "in": "query",
            "name": "username[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username does not match the SQL pattern",
            "in": "query",
            "name": "username[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "username does not match the SQL pattern, in any case",
            "in": "query",
            "name": "username[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose email is this value",
            "in": "query",
            "name": "email",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email equals the value",
            "in": "query",
            "name": "email[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email differs from the value",
            "in": "query",
            "name": "email[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is greater than the value",
            "in": "query",
            "name": "email[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is greater than or equal to the value",
            "in": "query",
            "name": "email[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is less than the value",
            "in": "query",
            "name": "email[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is less than or equal to the value",
            "in": "query",
            "name": "email[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is one of the values, separated by commas",
            "in": "query",
            "name": "email[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email is none of the values, separated by commas",
            "in": "query",
            "name": "email[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: email is null; false: it is not",
            "in": "query",
            "name": "email[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email matches the SQL pattern (% and _)",
            "in": "query",
            "name": "email[like]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email matches the SQL pattern, in any case",
            "in": "query",
            "name": "email[ilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email does not match the SQL pattern",
            "in": "query",
            "name": "email[notlike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "email does not match the SQL pattern, in any case",
            "in": "query",
            "name": "email[notilike]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isStaff is this value",
            "in": "query",
            "name": "isStaff",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff equals the value",
            "in": "query",
            "name": "isStaff[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff differs from the value",
            "in": "query",
            "name": "isStaff[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is greater than the value",
            "in": "query",
            "name": "isStaff[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is greater than or equal to the value",
            "in": "query",
            "name": "isStaff[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is less than the value",
            "in": "query",
            "name": "isStaff[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is less than or equal to the value",
            "in": "query",
            "name": "isStaff[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is one of the values, separated by commas",
            "in": "query",
            "name": "isStaff[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isStaff is none of the values, separated by commas",
            "in": "query",
            "name": "isStaff[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isStaff is null; false: it is not",
            "in": "query",
            "name": "isStaff[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isActive is this value",
            "in": "query",
            "name": "isActive",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive equals the value",
            "in": "query",
            "name": "isActive[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive differs from the value",
            "in": "query",
            "name": "isActive[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is greater than the value",
            "in": "query",
            "name": "isActive[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is greater than or equal to the value",
            "in": "query",
            "name": "isActive[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is less than the value",
            "in": "query",
            "name": "isActive[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is less than or equal to the value",
            "in": "query",
            "name": "isActive[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is one of the values, separated by commas",
            "in": "query",
            "name": "isActive[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isActive is none of the values, separated by commas",
            "in": "query",
            "name": "isActive[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isActive is null; false: it is not",
            "in": "query",
            "name": "isActive[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose isAccountCurrent is this value",
            "in": "query",
            "name": "isAccountCurrent",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent equals the value",
            "in": "query",
            "name": "isAccountCurrent[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent differs from the value",
            "in": "query",
            "name": "isAccountCurrent[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is greater than the value",
            "in": "query",
            "name": "isAccountCurrent[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is greater than or equal to the value",
            "in": "query",
            "name": "isAccountCurrent[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is less than the value",
            "in": "query",
            "name": "isAccountCurrent[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is less than or equal to the value",
            "in": "query",
            "name": "isAccountCurrent[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is one of the values, separated by commas",
            "in": "query",
            "name": "isAccountCurrent[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "isAccountCurrent is none of the values, separated by commas",
            "in": "query",
            "name": "isAccountCurrent[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: isAccountCurrent is null; false: it is not",
            "in": "query",
            "name": "isAccountCurrent[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose dateJoined is this value",
            "in": "query",
            "name": "dateJoined",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined equals the value",
            "in": "query",
            "name": "dateJoined[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined differs from the value",
            "in": "query",
            "name": "dateJoined[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is greater than the value",
            "in": "query",
            "name": "dateJoined[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is greater than or equal to the value",
            "in": "query",
            "name": "dateJoined[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is less than the value",
            "in": "query",
            "name": "dateJoined[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is less than or equal to the value",
            "in": "query",
            "name": "dateJoined[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is one of the values, separated by commas",
            "in": "query",
            "name": "dateJoined[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "dateJoined is none of the values, separated by commas",
            "in": "query",
            "name": "dateJoined[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: dateJoined is null; false: it is not",
            "in": "query",
            "name": "dateJoined[isnull]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "Records whose lastLogin is this value",
            "in": "query",
            "name": "lastLogin",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin equals the value",
            "in": "query",
            "name": "lastLogin[eq]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin differs from the value",
            "in": "query",
            "name": "lastLogin[ne]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is greater than the value",
            "in": "query",
            "name": "lastLogin[gt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is greater than or equal to the value",
            "in": "query",
            "name": "lastLogin[ge]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is less than the value",
            "in": "query",
            "name": "lastLogin[lt]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is less than or equal to the value",
            "in": "query",
            "name": "lastLogin[le]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is one of the values, separated by commas",
            "in": "query",
            "name": "lastLogin[in]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "lastLogin is none of the values, separated by commas",
            "in": "query",
            "name": "lastLogin[notin]",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
          Object {
            "description": "true: lastLogin is null; false: it is not",
            "in": "query",
            "name": "lastLogin[isnull]",
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
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "count",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
            },
          },
          Object {
            "description": "true (also 1, or the name alone) or false (also 0)",
            "in": "query",
            "name": "debug",
            "required": false,
            "schema": Object {
              "enum": Array [
                true,
                false,
                "1",
                "0",
                "",
              ],
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
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "A page of User records; with fields=..., only the fields named",
            "headers": Object {
              "etag": Object {
                "description": "The weak entity tag of this answer's body (W/\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "link": Object {
                "description": "When there are more records: <url of the next page>; rel=\\"next\\"",
                "schema": Object {
                  "type": "string",
                },
              },
              "x-total-count": Object {
                "description": "With count=true: how many records match the filters",
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
            "description": "An unknown field, operator or value in the query",
          },
          "412": Object {
            "description": "If-Match names a tag other than \\"*\\": a page's weak tag never matches",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "List User records (filters, order, fields, paging): the headers only",
        "tags": Array [
          "User",
        ],
      },
      "post": Object {
        "operationId": "createUser",
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "dateJoined": "2024-01-31",
                "email": "example",
                "isAccountCurrent": false,
                "isActive": false,
                "isStaff": false,
                "lastLogin": "2024-01-31 12:00:00",
                "password": "example",
                "username": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/UserCreate",
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
                  "$ref": "#/components/schemas/User",
                },
              },
            },
            "description": "The created User",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Create an User",
        "tags": Array [
          "User",
        ],
      },
    },
    "/users/{id}": Object {
      "delete": Object {
        "operationId": "deleteUser",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "Other records refer to this one ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Delete an User",
        "tags": Array [
          "User",
        ],
      },
      "get": Object {
        "operationId": "getUser",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
                  "anyOf": Array [
                    Object {
                      "$ref": "#/components/schemas/User",
                    },
                    Object {
                      "$ref": "#/components/schemas/UserFields",
                    },
                  ],
                  "description": "The User; with fields=..., only the fields named",
                },
              },
            },
            "description": "The User; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one User",
        "tags": Array [
          "User",
        ],
      },
      "head": Object {
        "operationId": "headGetUser",
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
            "example": 1,
            "in": "path",
            "name": "id",
            "required": true,
            "schema": Object {
              "type": "integer",
            },
          },
          Object {
            "description": "\\"*\\" or entity tags: 412 unless one is the current tag (strong comparison)",
            "in": "header",
            "name": "if-match",
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
            "description": "The User; with fields=..., only the fields named",
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
            "description": "A malformed entity tag, or a request not valid otherwise",
          },
          "404": Object {
            "description": "No such record",
          },
          "412": Object {
            "description": "If-Match names no current tag of the record",
          },
          "414": Object {
            "description": "A path parameter is too long",
          },
          "431": Object {
            "description": "The request head is larger than the server accepts",
          },
          "500": Object {
            "description": "An internal error: the server logged it",
          },
          "503": Object {
            "description": "The database is unavailable",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Read one User: the headers only",
        "tags": Array [
          "User",
        ],
      },
      "patch": Object {
        "operationId": "updateUser",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "dateJoined": "2024-01-31",
                "email": "example",
                "isAccountCurrent": false,
                "isActive": false,
                "isStaff": false,
                "lastLogin": "2024-01-31 12:00:00",
                "password": "example",
                "username": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/UserUpdate",
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
                  "$ref": "#/components/schemas/User",
                },
              },
            },
            "description": "The User as stored",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Change some fields of an User",
        "tags": Array [
          "User",
        ],
      },
      "put": Object {
        "operationId": "replaceUser",
        "parameters": Array [
          Object {
            "example": 1,
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
          Object {
            "description": "\\"*\\" (create only) or entity tags: 412, nothing written, when the record exists (\\"*\\") or one names its current tag (weak comparison)",
            "in": "header",
            "name": "if-none-match",
            "required": false,
            "schema": Object {
              "type": "string",
            },
          },
        ],
        "requestBody": Object {
          "content": Object {
            "application/json": Object {
              "example": Object {
                "dateJoined": "2024-01-31",
                "email": "example",
                "isAccountCurrent": false,
                "isActive": false,
                "isStaff": false,
                "lastLogin": "2024-01-31 12:00:00",
                "password": "example",
                "username": "example",
              },
              "schema": Object {
                "$ref": "#/components/schemas/UserReplace",
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
                  "$ref": "#/components/schemas/User",
                },
              },
            },
            "description": "The User as stored",
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
                  "$ref": "#/components/schemas/User",
                },
              },
            },
            "description": "The created User",
            "headers": Object {
              "etag": Object {
                "description": "The strong entity tag of the record as its GET shows it (\\"<digest>\\")",
                "schema": Object {
                  "type": "string",
                },
              },
              "location": Object {
                "description": "The created record's URL",
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
            "description": "The body is not valid ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "No such record ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "A unique value is taken, or a referenced record does not exist ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "If-Match names no current tag of the record, or If-None-Match names it (or is \\"*\\" and the record exists) ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is larger than the body limit ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "414": Object {
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
            "description": "A path parameter is too long ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The body is not JSON text in UTF-8 ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
          },
          "431": Object {
            "content": Object {
              "application/json": Object {
                "schema": Object {
                  "$ref": "#/components/schemas/FmrMessage",
                },
              },
            },
            "description": "The request head is larger than the server accepts ({message})",
          },
          "500": Object {
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
            "description": "An internal error: the server logged it ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
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
            "description": "The database is unavailable ({message}, or RFC 9457 problem details when Accept prefers application/problem+json)",
            "headers": Object {
              "retry-after": Object {
                "description": "Seconds to wait before trying again",
                "schema": Object {
                  "type": "string",
                },
              },
            },
          },
        },
        "security": Array [],
        "summary": "Replace an User",
        "tags": Array [
          "User",
        ],
      },
    },
  },
  "servers": Array [
    Object {
      "url": "/",
    },
  ],
}
`
